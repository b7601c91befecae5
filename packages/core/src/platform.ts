// Core compiles without the DOM and Node libs, yet its code is also type-checked inside the site and
// widgets (DOM lib). So the web-platform shapes it needs are its own types here, and `fetch` is read
// from globalThis at call time: the same code types the same way in every program.

export interface PlatformHeaders {
  get(name: string): string | null;
}

export interface PlatformReadResult {
  done: boolean;
  value?: Uint8Array;
}

export interface PlatformBody {
  getReader(): { read(): Promise<PlatformReadResult>; cancel(): Promise<void> };
}

export interface PlatformResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: PlatformHeaders;
  readonly body: PlatformBody | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface PlatformAbortSignal {
  readonly aborted: boolean;
  addEventListener?(type: "abort", listener: () => void): void;
}

export interface PlatformRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  credentials?: "include" | "same-origin" | "omit";
  signal?: PlatformAbortSignal;
}

export type PlatformFetch = (url: string, init?: PlatformRequestInit) => Promise<PlatformResponse>;

/** The global fetch of the browser or Node, read when a request is made (never at import). */
export function platformFetch(): PlatformFetch {
  const candidate = (globalThis as { fetch?: unknown }).fetch;
  if (typeof candidate !== "function") throw new Error("fetch is not available in this environment");
  return candidate as PlatformFetch;
}

export interface PlatformTimers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The global timers, typed alike whether the program sees the DOM's (number) or Node's (Timeout). */
export function platformTimers(): PlatformTimers {
  return globalThis as unknown as PlatformTimers;
}
