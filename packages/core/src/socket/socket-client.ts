import { platformTimers } from "../platform";
import type { SocketFrameRead } from "./socket-frame";
import { type PageLocation, socketUrlFor } from "./socket-url";
import { type WebSocketLike, type WebSocketLikeConstructor, webSocketOpen } from "./websocket-like";

export type SocketStatus = "connected" | "disconnected";

/** Spec 000, section 9. */
export const socketClientConstants = { pingIntervalMs: 30_000, maxReconnectAttempts: 5 } as const;

/** Wait before reconnect attempt `attempt` (1-based): 2^n seconds, so 2 s, 4 s, 8 s... */
export function socketReconnectDelayMs(attempt: number): number {
  return 2 ** attempt * 1000;
}

export interface SocketLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface SocketClientOptions<M> {
  /** Full socket URL; when absent it is derived from `location` (or the page's own location). */
  url?: string;
  location?: PageLocation;
  WebSocketImpl?: WebSocketLikeConstructor;
  /**
   * Reads each parsed frame: `readSocketFrame` checks it whole (zod), `readSocketFrameType` only its type.
   * Passed in, so a page that needs only the type does not load the schemas.
   */
  readFrame(json: unknown): SocketFrameRead<M>;
  /** Every frame `readFrame` accepts; the others are only logged. */
  onMessage(message: M): void;
  /** Called when the status changes. */
  onStatus(status: SocketStatus): void;
  setTimer?: (handler: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Clock for message timestamps. */
  now?: () => number;
  logger?: SocketLogger;
}

export interface SocketClient {
  /** Sends `{type, data, timestamp}`; when not connected it only logs a warning and returns false. */
  send(type: string, data: unknown): boolean;
  /** Closes the socket and stops every retry and timer for good. */
  close(): void;
  readonly status: SocketStatus;
}

function pageLocation(): PageLocation | undefined {
  return (globalThis as { location?: PageLocation }).location;
}

/**
 * The dashboard's live socket (spec 000, section 4): connects at once; on open it is connected, resets
 * the retry counter, pings, and pings again every 30 s; on close it is disconnected and retries after
 * 2^n seconds, at most 5 times in a row.
 */
export function createSocketClient<M>(options: SocketClientOptions<M>): SocketClient {
  const location = options.location ?? pageLocation();
  const url = options.url ?? (location ? socketUrlFor(location) : undefined);
  if (!url) throw new Error("createSocketClient needs a url or a location");
  const Impl = options.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketLikeConstructor }).WebSocket;
  if (!Impl) throw new Error("createSocketClient needs a WebSocket implementation");
  const WebSocketImpl: WebSocketLikeConstructor = Impl;
  const socketUrl: string = url;
  const setTimer = options.setTimer ?? ((handler: () => void, ms: number) => platformTimers().setTimeout(handler, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => platformTimers().clearTimeout(handle));
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;

  let socket: WebSocketLike | undefined;
  let status: SocketStatus = "disconnected";
  let attempts = 0;
  let pingTimer: unknown;
  let retryTimer: unknown;
  let stopped = false;

  const setStatus = (next: SocketStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };

  const stopTimer = (handle: unknown) => {
    if (handle !== undefined) clearTimer(handle);
  };

  const ping = () => {
    pingTimer = undefined;
    if (socket?.readyState !== webSocketOpen) return;
    socket.send(JSON.stringify({ type: "ping", timestamp: now() }));
    pingTimer = setTimer(ping, socketClientConstants.pingIntervalMs);
  };

  const handleClose = () => {
    stopTimer(pingTimer);
    pingTimer = undefined;
    socket = undefined;
    setStatus("disconnected");
    if (stopped) return;
    if (attempts >= socketClientConstants.maxReconnectAttempts) {
      logger.warn(`[socket] gave up after ${attempts} reconnect attempts`);
      return;
    }
    attempts += 1;
    retryTimer = setTimer(() => {
      retryTimer = undefined;
      connect();
    }, socketReconnectDelayMs(attempts));
  };

  const handleMessage = (raw: unknown) => {
    if (typeof raw !== "string") {
      logger.warn("[socket] ignored a non-text frame");
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      logger.error("[socket] unreadable frame", error);
      return;
    }
    const read = options.readFrame(json);
    if (!read.ok) {
      logger.error("[socket] unexpected frame", read.problem);
      return;
    }
    options.onMessage(read.message);
  };

  function connect() {
    let next: WebSocketLike;
    try {
      next = new WebSocketImpl(socketUrl);
    } catch (error) {
      logger.error("[socket] could not open", error);
      handleClose();
      return;
    }
    socket = next;
    next.onopen = () => {
      attempts = 0;
      setStatus("connected");
      ping();
    };
    next.onclose = () => {
      if (socket === next) handleClose();
    };
    next.onerror = (event) => logger.error("[socket] error", event);
    next.onmessage = (event) => handleMessage(event.data);
  }

  connect();

  return {
    send(type, data) {
      if (socket?.readyState !== webSocketOpen) {
        logger.warn(`[socket] not connected, '${type}' not sent`);
        return false;
      }
      socket.send(JSON.stringify({ type, data, timestamp: now() }));
      return true;
    },
    close() {
      stopped = true;
      stopTimer(pingTimer);
      stopTimer(retryTimer);
      pingTimer = undefined;
      retryTimer = undefined;
      const current = socket;
      socket = undefined;
      if (current) {
        current.onopen = current.onclose = current.onmessage = current.onerror = null;
        current.close();
      }
      setStatus("disconnected");
    },
    get status() {
      return status;
    },
  };
}
