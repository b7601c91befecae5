import { randomUUID } from "node:crypto";
import { socketServerMessageTypes } from "@hub-of-minds/core";
import pg from "pg";
import type { BusEventType, LocalEventBus } from "./event-bus";

const channel = "hub_of_minds_events";
// NOTIFY payloads are limited to 8000 bytes; bigger events stay local (none of ours come close).
const maxPayloadBytes = 7900;
const busTypes = new Set<string>(socketServerMessageTypes.filter((t) => !["pong", "connection", "error"].includes(t)));

/**
 * Connects the bus to PostgreSQL LISTEN/NOTIFY so every instance on one database sees every event.
 * Each instance tags its notifications with its id and ignores its own.
 */
export async function attachPgNotify(bus: LocalEventBus, databaseUrl: string): Promise<void> {
  const instanceId = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on("notification", (message) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const parsed = JSON.parse(message.payload) as { from?: string; type?: string; data?: unknown };
      if (parsed.from === instanceId || typeof parsed.type !== "string" || !busTypes.has(parsed.type)) return;
      bus.receive(parsed.type as BusEventType, parsed.data);
    } catch {
      console.error("[events] ignored an unreadable notification");
    }
  });
  listener.on("error", (err) => console.error("[events] LISTEN connection failed:", err.message));
  await listener.query(`listen ${channel}`);
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  bus.attachTransport({
    send(payload) {
      const tagged = `{"from":${JSON.stringify(instanceId)},${payload.slice(1)}`;
      if (Buffer.byteLength(tagged) > maxPayloadBytes) return;
      sender.query("select pg_notify($1, $2)", [channel, tagged]).catch((err: Error) => {
        console.error("[events] NOTIFY failed:", err.message);
      });
    },
    async close() {
      await listener.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  });
}
