import { z } from "zod";
import { agentSchema } from "./agent.schema";
import { configFileSummarySchema } from "./config-file.schema";
import { integrationSchema } from "./integration.schema";
import { recentActionSchema } from "./overview.schema";
import { systemMetricListSchema } from "./system-metric.schema";

/** No `data` key at all. */
const noData = z.undefined().optional();

/** Epoch milliseconds of the sender's clock. */
const timestampSchema = z.number().int().nonnegative();

/**
 * The live socket protocol at `/ws`: every known message type, who sends it and the shape of its `data`.
 * Every frame is JSON `{ type, data, timestamp }`; ping and pong carry no data. The server answers each
 * `ping` with a `pong`, greets a new client with `connection`, and replies `error` to a malformed frame.
 * This map is the one source of the frame schemas and types below.
 */
export const socketProtocol = {
  /** Client keep-alive, sent on open and every 30 s. */
  ping: { from: "client", data: noData },
  /** Answer to a ping. */
  pong: { from: "server", data: noData },
  /** Sent once after the upgrade. */
  connection: { from: "server", data: z.object({ clientId: z.string().min(1), message: z.string() }) },
  /** An agent's new state; refreshes the overview and the agents list. */
  agent_update: { from: "server", data: agentSchema },
  /** An action an agent took (as listed in Recent Agent Actions); refreshes the overview and the agents. */
  agent_action: { from: "server", data: recentActionSchema },
  /** What an agent is doing now; refreshes the overview and the agents. */
  agent_activity: {
    from: "server",
    // A run's new step names its task, so a page showing that run refetches it.
    data: z.object({ agentId: z.string().min(1), activity: z.string(), taskId: z.string().optional() }),
  },
  /** A fresh host reading; refreshes the overview. */
  system_metric: { from: "server", data: systemMetricListSchema },
  /** A config file was saved or reloaded; refreshes the config list. */
  config_update: { from: "server", data: configFileSummarySchema },
  /** An integration connected or dropped; refreshes the integrations. */
  integration_status: { from: "server", data: integrationSchema },
  /** The server could not read a frame the client sent. */
  error: { from: "server", data: z.object({ message: z.string() }) },
} as const;

type Protocol = typeof socketProtocol;
export type SocketMessageType = keyof Protocol;
export type SocketServerMessageType = {
  [K in SocketMessageType]: Protocol[K]["from"] extends "server" ? K : never;
}[SocketMessageType];
/** Message type -> data shape, for both directions. */
export type SocketDataMap = { [K in SocketMessageType]: z.infer<Protocol[K]["data"]> };

function frame<T extends SocketMessageType>(type: T) {
  return z.object({ type: z.literal(type), data: socketProtocol[type].data, timestamp: timestampSchema });
}

/** Any frame the server may send, discriminated by `type`. */
export const socketServerMessageSchema = z.discriminatedUnion("type", [
  frame("pong"),
  frame("connection"),
  frame("agent_update"),
  frame("agent_action"),
  frame("agent_activity"),
  frame("system_metric"),
  frame("config_update"),
  frame("integration_status"),
  frame("error"),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
/** The frame of one server type, e.g. `SocketServerMessageOf<"config_update">`. */
export type SocketServerMessageOf<K extends SocketServerMessageType> = Extract<SocketServerMessage, { type: K }>;

export const socketPingSchema = frame("ping");

/** Any other client frame: `{type, data, timestamp}`; the server relays or ignores types it does not know. */
export const socketClientDataMessageSchema = z.object({
  type: z
    .string()
    .min(1)
    .max(64)
    .refine((type) => type !== "ping", "a ping carries no data"),
  data: z.unknown(),
  timestamp: timestampSchema,
});

export const socketClientMessageSchema = z.union([socketPingSchema, socketClientDataMessageSchema]);
export type SocketClientMessage = z.infer<typeof socketClientMessageSchema>;
