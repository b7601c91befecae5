import type { SocketServerMessageType } from "./socket-message.schema";

// Apart from the schemas so a client that reads only a frame's type does not load zod.
/** Every message type the server sends on `/ws`. */
export const socketServerMessageTypes = [
  "pong",
  "connection",
  "agent_update",
  "agent_action",
  "agent_activity",
  "system_metric",
  "config_update",
  "integration_status",
  "error",
] as const satisfies readonly SocketServerMessageType[];
