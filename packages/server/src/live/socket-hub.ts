import type { WSContext, WSEvents } from "hono/ws";

/** The `/ws` hub: greets each client, answers pings, and broadcasts one serialized frame to all. */
export interface SocketHub {
  events(): WSEvents;
  broadcast(type: string, data: unknown): void;
  readonly size: number;
  closeAll(): void;
}

const frame = (type: string, data: unknown) => JSON.stringify({ type, data, timestamp: new Date().toISOString() });

export function createSocketHub(): SocketHub {
  const clients = new Set<WSContext>();
  return {
    events: () => ({
      onOpen(_event, ws) {
        clients.add(ws);
        ws.send(frame("connection", { clients: clients.size }));
      },
      onMessage(event, ws) {
        let message: { type?: unknown } | undefined;
        try {
          message = typeof event.data === "string" ? JSON.parse(event.data) : undefined;
        } catch {
          message = undefined;
        }
        if (!message || typeof message.type !== "string") {
          ws.send(frame("error", { error: "Malformed frame: expected JSON {type, data, timestamp}" }));
          return;
        }
        if (message.type === "ping") ws.send(frame("pong", {}));
      },
      onClose(_event, ws) {
        clients.delete(ws);
      },
      onError(_event, ws) {
        clients.delete(ws);
      },
    }),
    broadcast(type, data) {
      const payload = frame(type, data);
      for (const ws of clients) ws.send(payload);
    },
    get size() {
      return clients.size;
    },
    closeAll() {
      for (const ws of clients) ws.close(1001, "server shutting down");
      clients.clear();
    },
  };
}
