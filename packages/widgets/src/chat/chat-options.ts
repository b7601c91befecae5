import { chatDefaults } from "@hub-of-minds/core/protocol";

/**
 * The chat widget's settings and attributes (spec 001 section 9). Its defaults are core's `chatDefaults` and
 * `imageDefaults` (zod-free). The model choices come from the hub (`/api/chat-models`), so the picker never
 * offers one it refuses; core's spec list is the fallback while the hub serves none.
 */

/** A choice of the model picker: the gateway model id it sends and the name it shows (`/api/chat-models`). */
export interface ChatModelChoice {
  id: string;
  name: string;
}

export const chatWelcomeMessage =
  "Hello! I'm your AI assistant, connected to the Hub of Minds. Ask me anything, or pick a quick prompt to begin.";

export const chatQuickPrompts: readonly string[] = [
  "Explain quantum computing simply",
  "Write a short poem about the cosmos",
  "Give me three ideas for a side project",
  "Summarise the benefits of meditation",
];

/** The chat's controls a visitor can see (`controls` attribute); all of them by default, as in spec 001. */
export const chatControls = ["model", "temperature", "prompts", "image"] as const;
export type ChatControl = (typeof chatControls)[number];

/** A `controls` attribute (space- or comma-separated names, or `none`) as the set to show; unset shows all. */
export function toChatControls(value: string | undefined): ReadonlySet<ChatControl> {
  if (value === undefined || value.trim() === "") return new Set(chatControls);
  const names = value.toLowerCase().split(/[\s,]+/);
  return new Set(chatControls.filter((name) => names.includes(name)));
}

/** A `prompts` attribute: prompts separated by `|`; unset keeps the widget's own four. */
export function toQuickPrompts(value: string | undefined): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const prompts = value
    .split("|")
    .map((prompt) => prompt.trim())
    .filter((prompt) => prompt !== "");
  return prompts.length > 0 ? prompts : undefined;
}

/**
 * The model to send: `value` when it is a choice, else the default when it is one, else the first choice.
 * Before the hub's list arrives (`choices` undefined) the asked-for model stands; the hub answers for it.
 */
export function toChatModel(value: string | undefined, choices?: readonly string[]): string {
  if (!choices) return value || chatDefaults.model;
  const { model } = chatDefaults;
  return choices.find((id) => id === value) ?? (choices.includes(model) ? model : (choices[0] ?? model));
}

/** A temperature attribute as a number on the slider's 0.1 grid, clamped to 0-2; otherwise the default. */
export function toTemperature(value: number | string | undefined): number {
  const number = typeof value === "string" ? Number.parseFloat(value) : value;
  if (number === undefined || !Number.isFinite(number)) return chatDefaults.temperature.default;
  const { min, max } = chatDefaults.temperature;
  return Math.round(Math.min(max, Math.max(min, number)) * 10) / 10;
}
