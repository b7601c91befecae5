// The few globals core uses that browsers and Node 20 both provide with the same shape; declared here
// because core compiles without the DOM and Node libs. Nothing reads them at import time.

declare const console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};

declare class TextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
}

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
}
