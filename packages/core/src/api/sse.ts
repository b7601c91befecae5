import type { PlatformAbortSignal, PlatformReadResult, PlatformResponse } from "../platform";
/**
 * An incremental Server-Sent Events parser: feed it decoded text as it arrives, in any pieces, and it
 * returns the `data` of each completed event (several `data:` lines joined with '\n'). Comments and the
 * `event`, `id` and `retry` fields are ignored: the hub's streams only use `data`.
 */
export interface SseParser {
  push(text: string): string[];
  /** The stream ended: flushes a last event even without its closing blank line. */
  end(): string[];
}

export function createSseParser(): SseParser {
  let buffer = "";
  let data: string[] = [];

  const line = (text: string, events: string[]) => {
    if (text === "") {
      if (data.length > 0) events.push(data.join("\n"));
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== "data") return;
    const value = colon === -1 ? "" : text.slice(colon + 1);
    data.push(value.startsWith(" ") ? value.slice(1) : value);
  };

  const drain = (final: boolean): string[] => {
    const events: string[] = [];
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i];
      if (char !== "\n" && char !== "\r") continue;
      // A '\r' at the end of a piece may be half of a '\r\n' split across pieces: wait for the next one.
      if (char === "\r" && i === buffer.length - 1 && !final) break;
      line(buffer.slice(start, i), events);
      if (char === "\r" && buffer[i + 1] === "\n") i++;
      start = i + 1;
    }
    buffer = buffer.slice(start);
    if (final) {
      if (buffer !== "") line(buffer, events);
      buffer = "";
      line("", events);
    }
    return events;
  };

  let first = true;
  return {
    push(text) {
      // A byte-order mark may open the stream.
      buffer += first && text.startsWith("\uFEFF") ? text.slice(1) : text;
      first = false;
      return drain(false);
    },
    end: () => drain(true),
  };
}

type ResponseBody = NonNullable<PlatformResponse["body"]>;

/**
 * Reads a response body as Server-Sent Events, yielding each event's data as soon as it is complete.
 * When `signal` is aborted the iteration just ends; leaving the loop early cancels the body.
 */
export async function* readServerSentEvents(body: ResponseBody, signal?: PlatformAbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let finished = false;
  try {
    while (!signal?.aborted) {
      let chunk: PlatformReadResult;
      try {
        chunk = await reader.read();
      } catch (error) {
        // fetch rejects pending reads when aborted; the caller asked for that, so it is not a failure.
        if (signal?.aborted) return;
        throw error;
      }
      if (chunk.done) {
        finished = true;
        yield* parser.push(decoder.decode());
        yield* parser.end();
        return;
      }
      for (const event of parser.push(decoder.decode(chunk.value, { stream: true }))) {
        if (signal?.aborted) return;
        yield event;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}
