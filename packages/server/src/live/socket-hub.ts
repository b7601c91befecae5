import { randomUUID } from "node:crypto";
import {
  type SocketDataMap,
  type SocketServerMessageType,
  type SystemMetric,
  socketClientMessageSchema,
} from "@hub-of-minds/core";
import type { WSContext, WSEvents } from "hono/ws";

/** The `/ws` hub: greets each client, answers pings, and broadcasts one serialized frame to all. */
export interface SocketHub {
  /** The handlers of one connection; `bucket` is the client's limit bucket (address or IPv6 /64). */
  events(bucket?: string): WSEvents;
  /** Open connections of one bucket, to refuse an upgrade over the per-address cap. */
  openFrom(bucket: string): number;
  broadcast<T extends SocketServerMessageType>(type: T, data: SocketDataMap[T]): void;
  readonly size: number;
  closeAll(): void;
}

export interface SocketHubOptions {
  /** A client whose unsent data exceeds this is closed rather than allowed to grow server memory. */
  maxBufferedBytes?: number;
  /** Read for the periodic `system_metric` broadcast while clients are connected. */
  readMetrics?: () => Promise<SystemMetric[]>;
  metricIntervalMs?: number;
  /** Open connections one bucket may hold; one over it is closed at once (1008). */
  maxPerBucket?: number;
}

export const socketHubDefaults = { maxBufferedBytes: 1024 * 1024, metricIntervalMs: 5000, maxPerBucket: 20 } as const;
/** Close code for a connection over its address's cap (RFC 6455: 1008 policy violation). */
export const tooManySocketsCloseCode = 1008;
/** Close code for a client dropped because it reads too slowly (RFC 6455: 1013 try again later). */
export const slowClientCloseCode = 1013;
const maxFrameBytes = 64 * 1024;

export function serializeFrame<T extends SocketServerMessageType>(type: T, data: SocketDataMap[T]): string {
  return JSON.stringify(data === undefined ? { type, timestamp: Date.now() } : { type, data, timestamp: Date.now() });
}

const bufferedAmount = (ws: WSContext): number => {
  const raw = ws.raw as { bufferedAmount?: unknown } | undefined;
  return typeof raw?.bufferedAmount === "number" ? raw.bufferedAmount : 0;
};

export function createSocketHub(options: SocketHubOptions = {}): SocketHub {
  const maxBuffered = options.maxBufferedBytes ?? socketHubDefaults.maxBufferedBytes;
  const intervalMs = options.metricIntervalMs ?? socketHubDefaults.metricIntervalMs;
  const maxPerBucket = options.maxPerBucket ?? socketHubDefaults.maxPerBucket;
  const clients = new Set<WSContext>();
  const perBucket = new Map<string, number>();
  const bucketOf = new WeakMap<WSContext, string>();
  let metricTimer: NodeJS.Timeout | undefined;

  const drop = (ws: WSContext) => {
    if (!clients.delete(ws)) return;
    const bucket = bucketOf.get(ws);
    if (bucket !== undefined) {
      const left = (perBucket.get(bucket) ?? 1) - 1;
      if (left > 0) perBucket.set(bucket, left);
      else perBucket.delete(bucket);
    }
    if (clients.size === 0 && metricTimer) {
      clearInterval(metricTimer);
      metricTimer = undefined;
    }
  };

  const sendTo = (ws: WSContext, payload: string) => {
    if (bufferedAmount(ws) > maxBuffered) {
      drop(ws);
      ws.close(slowClientCloseCode, "client too slow");
      return;
    }
    try {
      ws.send(payload);
    } catch {
      drop(ws);
    }
  };

  const hub: SocketHub = {
    events: (bucket) => ({
      onOpen(_event, ws) {
        clients.add(ws);
        if (bucket !== undefined) {
          bucketOf.set(ws, bucket);
          const open = (perBucket.get(bucket) ?? 0) + 1;
          perBucket.set(bucket, open);
          // The upgrade route refuses over the cap too; this catches upgrades that raced past its check.
          if (open > maxPerBucket) {
            drop(ws);
            ws.close(tooManySocketsCloseCode, "too many connections from this address");
            return;
          }
        }
        sendTo(ws, serializeFrame("connection", { clientId: randomUUID(), message: "Connected to Hub of Minds" }));
        const readMetrics = options.readMetrics;
        if (readMetrics && !metricTimer) {
          metricTimer = setInterval(() => {
            readMetrics()
              .then((metrics) => hub.broadcast("system_metric", metrics))
              .catch((err: Error) => console.error("[socket] reading metrics failed:", err.message));
          }, intervalMs);
          metricTimer.unref();
        }
      },
      onMessage(event, ws) {
        const text = typeof event.data === "string" ? event.data : undefined;
        if (text === undefined || text.length > maxFrameBytes) {
          sendTo(ws, serializeFrame("error", { message: "Malformed frame: expected a JSON text frame" }));
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          sendTo(ws, serializeFrame("error", { message: "Malformed frame: not valid JSON" }));
          return;
        }
        const message = socketClientMessageSchema.safeParse(parsed);
        if (!message.success) {
          sendTo(ws, serializeFrame("error", { message: "Malformed frame: expected {type, data, timestamp}" }));
          return;
        }
        if (message.data.type === "ping") sendTo(ws, serializeFrame("pong", undefined));
        // Other client frames carry nothing the server acts on yet; they are read and ignored.
      },
      onClose(_event, ws) {
        drop(ws);
      },
      onError(_event, ws) {
        drop(ws);
      },
    }),
    broadcast(type, data) {
      // Serialized once; every client gets the same string.
      const payload = serializeFrame(type, data);
      for (const ws of clients) sendTo(ws, payload);
    },
    openFrom(bucket) {
      return perBucket.get(bucket) ?? 0;
    },
    get size() {
      return clients.size;
    },
    closeAll() {
      for (const ws of clients) ws.close(1001, "server shutting down");
      clients.clear();
      perBucket.clear();
      if (metricTimer) clearInterval(metricTimer);
      metricTimer = undefined;
    },
  };
  return hub;
}
