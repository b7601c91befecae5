import { describe, expect, it } from "vitest";
import { createSseScanner, meteredTokens } from "./sse-meter";

const encoder = new TextEncoder();
const chunk = (content: string) => `data: {"choices":[{"delta":{"content":"${content}"}}]}\n\n`;
const usageLine = 'data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}}\n\n';

describe("SSE scanner", () => {
  it("counts content chunks and reads the usage line, even split across reads", () => {
    const scanner = createSseScanner();
    const text = chunk("Hel") + chunk("lo") + usageLine;
    scanner.push(encoder.encode(text.slice(0, 37)));
    scanner.push(encoder.encode(text.slice(37)));
    expect(scanner.meter).toEqual({
      contentChunks: 2,
      usage: { promptTokens: 9, completionTokens: 3, totalTokens: 12 },
    });
    expect(meteredTokens(scanner.meter, 5)).toBe(12);
  });

  it("meters the same whatever the chunk boundaries, multi-byte text and empty deltas included", () => {
    const text = [chunk(""), chunk("Grüße"), chunk("→ ok"), usageLine, "data: [DONE]\n\n"].join("");
    const bytes = encoder.encode(text);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const scanner = createSseScanner();
      scanner.push(bytes.slice(0, cut));
      scanner.push(bytes.slice(cut));
      expect(scanner.meter, `cut at byte ${cut}`).toEqual({
        contentChunks: 2,
        usage: { promptTokens: 9, completionTokens: 3, totalTokens: 12 },
      });
    }
  });

  it("ignores markers inside message text and malformed usage lines", () => {
    const scanner = createSseScanner();
    scanner.push(encoder.encode(`${chunk('say \\"usage\\":{ and \\"content\\":\\"')}data: {"usage":{broken\n\n`));
    expect(scanner.meter).toEqual({ contentChunks: 1, usage: undefined });
  });

  it("bills the prompt estimate plus produced chunks when no usage came", () => {
    expect(meteredTokens({ usage: undefined, contentChunks: 4 }, 10)).toBe(14);
  });
});
