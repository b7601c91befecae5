import { onTestFinished } from "vitest";
import type { PlatformFetch, PlatformRequestInit, PlatformResponse } from "../platform";

// Node has TextEncoder; core's platform types leave it out on purpose, so tests declare it here.
declare class TextEncoder {
  encode(input: string): Uint8Array;
}

export interface FakeCall {
  url: string;
  init: PlatformRequestInit;
}

export interface FakeReply {
  status?: number;
  statusText?: string;
  /** The body, whole or in chunks (each becomes one read; a chunk may split a line or a character). */
  body?: string | readonly (string | Uint8Array)[];
}

export interface FakeBody {
  cancelled: boolean;
  reads: number;
}

export function encodeUtf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function fakeResponse(reply: FakeReply, tracker: FakeBody = { cancelled: false, reads: 0 }): PlatformResponse {
  const status = reply.status ?? 200;
  const parts = typeof reply.body === "string" ? [reply.body] : (reply.body ?? []);
  const chunks = parts.map((part) => (typeof part === "string" ? encodeUtf8(part) : part));
  const whole = () => chunks.map((chunk) => new TextDecoder().decode(chunk)).join("");
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: reply.statusText ?? "OK",
    headers: { get: () => null },
    body: {
      getReader() {
        let index = 0;
        return {
          async read() {
            tracker.reads += 1;
            if (tracker.cancelled || index >= chunks.length) return { done: true };
            const value = chunks[index];
            index += 1;
            return { done: false, value };
          },
          async cancel() {
            tracker.cancelled = true;
          },
        };
      },
    },
    text: async () => whole(),
    json: async () => JSON.parse(whole()),
  };
}

/**
 * Installs a fake `fetch` on globalThis that answers `replies` in order and records every call;
 * the real one is put back when the test finishes.
 */
export function installFakeFetch(...replies: FakeReply[]): { calls: FakeCall[]; bodies: FakeBody[] } {
  const calls: FakeCall[] = [];
  const bodies: FakeBody[] = [];
  const scope = globalThis as unknown as { fetch: PlatformFetch };
  const original = scope.fetch;
  scope.fetch = async (url: string, init: PlatformRequestInit = {}) => {
    calls.push({ url, init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? {};
    const tracker = { cancelled: false, reads: 0 };
    bodies.push(tracker);
    return fakeResponse(reply, tracker);
  };
  onTestFinished(() => {
    scope.fetch = original;
  });
  return { calls, bodies };
}

/** The parsed JSON body of a recorded call. */
export function sentJson(call: FakeCall | undefined): unknown {
  return call?.init.body === undefined ? undefined : JSON.parse(call.init.body);
}
