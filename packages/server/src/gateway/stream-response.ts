import type { ServerResponse } from "node:http";
import { PassThrough, Readable, type Writable } from "node:stream";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { createSseScanner, type StreamMeter, type StreamOutcome, sseHeaders } from "./sse-meter";

declare module "hono" {
  interface ContextVariableMap {
    /** The answer went straight to the socket: middleware must not touch `c.res` (a shared sentinel). */
    sentDirectly?: boolean;
  }
}

/** An upstream event stream on its way to the caller, metered as it passes. */
export interface MeteredStream {
  body: Readable;
  /** Stops the upstream call (the caller went away). */
  abort(): void;
  /** Runs once, when the stream ended, failed or was cancelled. */
  onEnd(meter: StreamMeter, outcome: StreamOutcome): void;
  /** Leaves out the final usage event (a caller that did not ask for it). */
  dropUsage: boolean;
  /**
   * The last event of a stream the upstream broke off (a lost connection, a pause past the timeout): the
   * route's error shape, so the caller sees why it ended instead of a silent close.
   */
  failureEvent(err: unknown): string;
}

/**
 * Sends a metered stream. Under the node server it writes the upstream's chunks straight to the socket:
 * one web-stream layer fewer per chunk than handing Hono a Response to read (that layer cost the gateway more
 * than the rest of a 200-chunk stream). In-process calls (tests, other runtimes) get the same relay into a
 * pipe, read as a streamed Response.
 */
export function streamResponse(c: Context, stream: MeteredStream): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) {
    const pipe = new PassThrough();
    void relayMetered(stream, pipe);
    return new Response(Readable.toWeb(pipe) as ReadableStream<Uint8Array>, { headers: sseHeaders });
  }
  // Not c.res: reading it makes Hono copy the sentinel below into a response @hono/node-server would end.
  outgoing.writeHead(200, { ...c.get("corsHeaders"), ...sseHeaders });
  outgoing.flushHeaders();
  c.set("sentDirectly", true);
  void relayMetered(stream, outgoing);
  return RESPONSE_ALREADY_SENT;
}

/**
 * Relays the upstream's chunks to `outgoing` as they arrive, metering them on the way (and leaving out the
 * usage event when asked). When `outgoing` closes first, the caller went away: the upstream call is stopped.
 * `onEnd` runs once either way.
 */
export async function relayMetered(stream: MeteredStream, outgoing: Writable): Promise<void> {
  const { body } = stream;
  const scanner = createSseScanner(stream);
  let ended = false;
  const end = (outcome: StreamOutcome) => {
    if (ended) return;
    ended = true;
    stream.onEnd(scanner.meter, outcome);
  };
  outgoing.once("close", () => {
    if (outgoing.writableFinished) return;
    // The caller went away: stop reading and stop the upstream call.
    end("aborted");
    stream.abort();
    body.destroy();
  });
  try {
    for await (const value of body as AsyncIterable<Buffer>) {
      const chunk = scanner.push(value) ?? value;
      if (chunk.length && !outgoing.write(chunk) && !outgoing.destroyed) {
        await new Promise<void>((resolve) => {
          outgoing.once("drain", resolve);
          outgoing.once("close", resolve);
        });
      }
      if (outgoing.destroyed) return;
    }
    const rest = stream.dropUsage ? scanner.rest() : undefined;
    if (rest?.length) outgoing.write(rest);
    outgoing.end();
    end("completed");
  } catch (err) {
    if (ended || outgoing.destroyed) {
      end("aborted");
      outgoing.destroy();
      return;
    }
    end("failed");
    outgoing.end(stream.failureEvent(err));
  }
}
