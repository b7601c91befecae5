// Core has no DOM lib, so it declares the slice of WebSocket it uses. Handlers are declared as methods so
// the browser's WebSocket (whose handlers take richer event types) is assignable to these interfaces.

interface SocketHandlers {
  onopen(event: unknown): void;
  onclose(event: { code?: number; reason?: string }): void;
  onmessage(event: { data: unknown }): void;
  onerror(event: unknown): void;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

export interface WebSocketLike extends Nullable<SocketHandlers> {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketLikeConstructor = new (url: string) => WebSocketLike;

/** `readyState` of an open socket, as in the WHATWG spec. */
export const webSocketOpen = 1;
