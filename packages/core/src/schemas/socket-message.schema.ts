import { z } from "zod";
import { agentSchema } from "./agent.schema";
import { configFileSummarySchema } from "./config-file.schema";
import { integrationSchema } from "./integration.schema";
import { recentActionSchema } from "./overview.schema";
import { type SocketMessageType, type SocketServerMessageType, socketServerMessageTypes } from "./socket-message-types";
import { systemMetricListSchema } from "./system-metric.schema";

/** No `data` key at all. */
const noData = z.undefined().optional();

/** Epoch milliseconds of the sender's clock. */
const timestampSchema = z.number().int().nonnegative();

/**
 * The shape of each message type's `data` (the types and their senders are zod-free, in
 * socket-message-types.ts); `satisfies` fails the build when a type is missing here or unknown there.
 */
export const socketMessageData = {
  ping: noData,
  pong: noData,
  connection: z.object({ clientId: z.string().min(1), message: z.string() }),
  agent_update: agentSchema,
  agent_action: recentActionSchema,
  // A run's new step names its task, so a page showing that run refetches it.
  agent_activity: z.object({ agentId: z.string().min(1), activity: z.string(), taskId: z.string().optional() }),
  system_metric: systemMetricListSchema,
  config_update: configFileSummarySchema,
  integration_status: integrationSchema,
  error: z.object({ message: z.string() }),
} as const satisfies Record<SocketMessageType, z.ZodType>;

/** Message type -> data shape, for both directions. */
export type SocketDataMap = { [K in SocketMessageType]: z.infer<(typeof socketMessageData)[K]> };

function frame<T extends SocketMessageType>(type: T) {
  return z.object({ type: z.literal(type), data: socketMessageData[type], timestamp: timestampSchema });
}
type ServerFrameSchema = { [K in SocketServerMessageType]: ReturnType<typeof frame<K>> }[SocketServerMessageType];

/** Any frame the server may send, discriminated by `type`. */
export const socketServerMessageSchema = z.discriminatedUnion(
  "type",
  socketServerMessageTypes.map((type) => frame(type)) as [ServerFrameSchema, ...ServerFrameSchema[]],
);
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
