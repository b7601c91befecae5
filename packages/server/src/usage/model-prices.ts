import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";

/** The file beside the four YAML configs that overrides the prices (USD per 1,000 tokens, by model). */
export const modelPricesFile = "model-prices.yaml";

/** List prices in USD per 1,000 tokens (input and output averaged): an estimate, not an invoice. */
export const defaultModelPrices: Readonly<Record<string, number>> = {
  "gpt-4o": 0.00625,
  "gpt-4o-mini": 0.000375,
  "gpt-4": 0.045,
  "gpt-4-turbo": 0.02,
  "gpt-3.5-turbo": 0.001,
  "dall-e-3": 0,
  default: 0.002,
};

const pricesSchema = z.record(z.string().min(1), z.number().nonnegative().max(1000));

/** The prices in `<configDir>/model-prices.yaml` over the defaults; a broken file is reported and ignored. */
export function loadModelPrices(configDir: string, log: (line: string) => void = console.warn) {
  const path = join(configDir, modelPricesFile);
  let prices: Record<string, number> = { ...defaultModelPrices };
  if (existsSync(path)) {
    const parsed = pricesSchema.safeParse(parse(readFileSync(path, "utf8")));
    if (parsed.success) prices = { ...prices, ...parsed.data };
    else log(`${modelPricesFile} is not a map of model names to USD per 1,000 tokens; using the defaults`);
  }
  return {
    /** USD for `tokens` of `model`; unknown models (and missing ones) at the `default` price. */
    cost(model: string | null, tokens: number): number {
      const per1k = (model ? prices[model] : undefined) ?? prices.default ?? 0;
      return (tokens / 1000) * per1k;
    },
  };
}
export type ModelPrices = ReturnType<typeof loadModelPrices>;
