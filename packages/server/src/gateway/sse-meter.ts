/** What a relayed chat stream produced, read on the fly without re-serializing any chunk. */
export interface StreamMeter {
  /** From the final usage chunk, when the upstream sent one. */
  usage: { promptTokens: number; completionTokens: number; totalTokens: number } | undefined;
  /** Chunks that carried content: about one token each, the count used when a stream ends early. */
  contentChunks: number;
}

export type StreamOutcome = "completed" | "aborted" | "failed";

/** The tokens to bill for a stream: the upstream's own count, or what was produced before it stopped. */
export function meteredTokens(meter: StreamMeter, promptEstimate: number): number {
  return meter.usage?.totalTokens ?? promptEstimate + meter.contentChunks;
}

/** Scans `data:` lines as they pass; only a line that mentions usage is parsed. */
export function createSseScanner() {
  const decoder = new TextDecoder();
  const meter: StreamMeter = { usage: undefined, contentChunks: 0 };
  let pending = "";
  const scanLine = (line: string) => {
    if (!line.startsWith("data:")) return;
    if (line.includes('"content":"') && !line.includes('"content":""')) meter.contentChunks++;
    if (!line.includes('"usage":{')) return;
    try {
      const usage = JSON.parse(line.slice(5)).usage;
      if (usage && typeof usage.total_tokens === "number") {
        meter.usage = {
          promptTokens: usage.prompt_tokens ?? 0,
          completionTokens: usage.completion_tokens ?? 0,
          totalTokens: usage.total_tokens,
        };
      }
    } catch {
      // A malformed line is the upstream's problem; the client still receives it untouched.
    }
  };
  return {
    meter,
    push(bytes: Uint8Array) {
      pending += decoder.decode(bytes, { stream: true });
      let newline = pending.indexOf("\n");
      while (newline >= 0) {
        scanLine(pending.slice(0, newline).trimEnd());
        pending = pending.slice(newline + 1);
        newline = pending.indexOf("\n");
      }
    },
  };
}

/**
 * Relays an upstream SSE body byte for byte as it arrives, metering it on the way. When the client goes
 * away, the upstream read is cancelled and `abortUpstream` stops the call; `onEnd` runs once either way.
 */
export function relayMeteredStream(
  upstream: ReadableStream<Uint8Array>,
  abortUpstream: () => void,
  onEnd: (meter: StreamMeter, outcome: StreamOutcome) => void,
): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  const scanner = createSseScanner();
  let ended = false;
  const end = (outcome: StreamOutcome) => {
    if (ended) return;
    ended = true;
    onEnd(scanner.meter, outcome);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          end("completed");
          return;
        }
        scanner.push(value);
        controller.enqueue(value);
      } catch (err) {
        end(ended ? "aborted" : "failed");
        controller.error(err);
      }
    },
    async cancel() {
      end("aborted");
      abortUpstream();
      await reader.cancel().catch(() => undefined);
    },
  });
}
