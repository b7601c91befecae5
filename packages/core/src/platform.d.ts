// Core is compiled without the DOM and Node libs so it cannot lean on either by accident. These are
// the few web-platform globals it uses, all present in browsers and in Node 20; each is read at call
// time, never at import.

declare function setInterval(handler: () => void, ms: number): PlatformTimer;
declare function clearInterval(handle: PlatformTimer | undefined): void;
declare function setTimeout(handler: () => void, ms: number): PlatformTimer;
declare function clearTimeout(handle: PlatformTimer | undefined): void;
interface PlatformTimer {
  readonly __platformTimer?: never;
}

declare const console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};

interface PlatformHeaders {
  get(name: string): string | null;
}

interface PlatformReadResult {
  done: boolean;
  value?: Uint8Array;
}

interface PlatformResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: PlatformHeaders;
  readonly body: { getReader(): { read(): Promise<PlatformReadResult>; cancel(): Promise<void> } } | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

interface PlatformRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  credentials?: "include" | "same-origin" | "omit";
  signal?: PlatformAbortSignal;
}

interface PlatformAbortSignal {
  readonly aborted: boolean;
}

declare function fetch(url: string, init?: PlatformRequestInit): Promise<PlatformResponse>;

declare class TextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}
