import { randomUUID } from "node:crypto";
import { socketServerMessageTypes } from "@hub-of-minds/core";
import pg from "pg";
import type { BusEventType, LocalEventBus } from "./event-bus";

const channel = "hub_of_minds_events";
// NOTIFY payloads are limited to 8000 bytes; bigger events stay local (none of ours come close).
const maxPayloadBytes = 7900;
const busTypes = new Set<string>(socketServerMessageTypes.filter((t) => !["pong", "connection", "error"].includes(t)));
const maxReconnectDelayMs = 5000;

/** A notification: one event as the bus sent it, or several published together. */
interface Notification {
  from?: string;
  type?: string;
  data?: unknown;
  events?: { type?: string; data?: unknown }[];
}

/** Tags events (JSON `{type, data}`) with the instance and packs them into as few payloads as fit. */
export function packed(from: string, events: readonly string[], limit = maxPayloadBytes): string[] {
  const payloads: string[] = [];
  let group: string[] = [];
  let size = 0;
  const close = () => {
    if (group.length === 1) payloads.push(`{"from":${from},${group[0]?.slice(1)}`);
    else if (group.length > 1) payloads.push(`{"from":${from},"events":[${group.join(",")}]}`);
    group = [];
    size = 0;
  };
  const overhead = from.length + 24;
  for (const event of events) {
    const bytes = Buffer.byteLength(event) + 1;
    if (group.length && overhead + size + bytes > limit) close();
    group.push(event);
    size += bytes;
  }
  close();
  return payloads;
}

export interface PgNotifyOptions {
  /** First wait before listening again after the connection dropped; doubles up to 5 s. */
  reconnectDelayMs?: number;
  /**
   * How long a first event waits for others to leave with it (default 50 ms): a busy hub publishes a few
   * events per agent task, and a NOTIFY each (even one per tick) was most of PostgreSQL's statements.
   */
  gatherMs?: number;
}

/**
 * Connects the bus to PostgreSQL LISTEN/NOTIFY so every instance on one database sees every event.
 * Each instance tags its notifications with its id and ignores its own. A dropped LISTEN connection
 * (a database restart, a failover) is opened again, so an instance never goes deaf for good.
 */
export async function attachPgNotify(
  bus: LocalEventBus,
  databaseUrl: string,
  options: PgNotifyOptions = {},
): Promise<void> {
  const instanceId = randomUUID();
  const firstDelayMs = options.reconnectDelayMs ?? 250;
  const gatherMs = options.gatherMs ?? 50;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const parsed = JSON.parse(message.payload) as Notification;
      if (parsed.from === instanceId) return;
      // One event, or several published together (see `send`).
      for (const event of parsed.events ?? [parsed]) {
        if (typeof event.type === "string" && busTypes.has(event.type))
          bus.receive(event.type as BusEventType, event.data);
      }
    } catch {
      console.error("[events] ignored an unreadable notification");
    }
  };

  // One attempt at a time: a failed connect reports both an 'error' event and a rejected connect(); only the
  // rejection schedules the next try, and only an established listener's loss starts a new chain. (Both
  // used to, and every failure doubled the attempts: a 1 s outage left ~100 LISTEN connections behind.)
  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client.on("notification", onNotification);
    let established = false;
    let lost = false;
    const onLost = (reason: string) => {
      if (!established || lost || closed) return;
      lost = true;
      listener = undefined;
      console.error(`[events] LISTEN connection lost (${reason}); listening again`);
      client.end().catch(() => undefined);
      reconnect(firstDelayMs);
    };
    client.on("error", (err) => onLost(err.message));
    client.on("end", () => onLost("closed"));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    established = true;
    listener = client;
  };

  const reconnect = (delayMs: number) => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      listen().catch((err: Error) => {
        console.error(`[events] listening again failed: ${err.message}`);
        reconnect(Math.min(maxReconnectDelayMs, delayMs * 2));
      });
    }, delayMs);
  };

  await listen();
  // One connection: notifications leave in the order they were published.
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 5000 });
  // An idle pooled connection the server dropped must not crash the process.
  sender.on("error", (err) => console.error("[events] NOTIFY connection failed:", err.message));
  const from = JSON.stringify(instanceId);
  // Events published within `gatherMs` of the first, or while a NOTIFY is on its way, leave together: a
  // task's run publishes several (status, activity, log), and each was a round trip of its own.
  let waiting: string[] = [];
  let sending = false;
  let gathering: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const gather = () => {
    gathering = setTimeout(() => {
      gathering = undefined;
      inFlight = flush();
    }, gatherMs);
  };
  const flush = async () => {
    const events = waiting;
    waiting = [];
    for (const payload of packed(from, events)) {
      await sender.query("select pg_notify($1, $2)", [channel, payload]).catch((err: Error) => {
        console.error("[events] NOTIFY failed:", err.message);
      });
    }
    // Events published meanwhile gather again: a busy hub sends a NOTIFY per `gatherMs`, not one per round trip.
    if (waiting.length && !closed) gather();
    else sending = false;
  };
  bus.attachTransport({
    send(payload) {
      if (Buffer.byteLength(payload) + from.length + 20 > maxPayloadBytes) return;
      waiting.push(payload);
      if (!sending) {
        sending = true;
        gather();
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      // What was published before the close still leaves.
      if (gathering) {
        clearTimeout(gathering);
        gathering = undefined;
        inFlight = flush();
      }
      await inFlight;
      await listener?.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  });
}
