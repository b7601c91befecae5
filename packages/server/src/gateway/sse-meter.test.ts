import { describe, expect, it } from "vitest";
import { createSseScanner, meteredTokens } from "./sse-meter";
import { countTextTokens, streamedTexts } from "./token-estimate";

const encoder = new TextEncoder();
const chunk = (content: string) => `data: {"choices":[{"delta":{"content":"${content}"}}]}\n\n`;
const usageLine = 'data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}}\n\n';

describe("SSE scanner", () => {
  it("counts content chunks and reads the usage line, even split across reads", () => {
    const scanner = createSseScanner();
    const text = chunk("Hel") + chunk("lo") + usageLine;
    scanner.push(encoder.encode(text.slice(0, 37)));
    scanner.push(encoder.encode(text.slice(37)));
    expect(scanner.meter.usage).toEqual({ promptTokens: 9, completionTokens: 3, totalTokens: 12 });
    expect(meteredTokens(scanner.meter, () => 5)).toBe(12);
  });

  it("meters the same whatever the chunk boundaries, multi-byte text and empty deltas included", () => {
    const text = [chunk(""), chunk("Grüße"), chunk("→ ok"), usageLine, "data: [DONE]\n\n"].join("");
    const bytes = encoder.encode(text);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const scanner = createSseScanner();
      scanner.push(bytes.slice(0, cut));
      scanner.push(bytes.slice(cut));
      expect(scanner.meter.usage, `cut at byte ${cut}`).toEqual({
        promptTokens: 9,
        completionTokens: 3,
        totalTokens: 12,
      });
      expect(streamedTexts(scanner.meter.frames).join(""), `cut at byte ${cut}`).toBe("Grüße→ ok");
    }
  });

  it("ignores markers inside message text and malformed usage lines", () => {
    const scanner = createSseScanner();
    scanner.push(encoder.encode(`${chunk('say \\"usage\\":{ and \\"content\\":\\"')}data: {"usage":{broken\n\n`));
    expect(scanner.meter.usage).toBeUndefined();
    expect(streamedTexts(scanner.meter.frames)).toEqual(['say "usage":{ and "content":"']);
  });

  it("bills the prompt plus the tokenizer's count of the streamed text and tool arguments when no usage came", () => {
    const scanner = createSseScanner();
    const words = Array.from({ length: 300 }, (_, i) => `word${i} `);
    const toolDelta = `data: {"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\\"city\\":\\"Paris\\"}"}}]}}]}\n\n`;
    scanner.push(encoder.encode(words.map(chunk).join("") + toolDelta));
    const answer = countTextTokens([`${words.join("")}{"city":"Paris"}`]);
    // One token a chunk would bill 301; the words alone are about two tokens each.
    expect(answer).toBeGreaterThan(500);
    expect(meteredTokens(scanner.meter, () => 10)).toBe(10 + answer);
  });
});
