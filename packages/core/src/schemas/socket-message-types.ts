// Zod-free, so a client that reads only a frame's type (socket-frame-type.ts) does not load zod. The one list
// of the protocol's message types: socket-message.schema.ts builds its frame schemas from it.

/**
 * The live socket protocol at `/ws`: every known message type and who sends it. Every frame is JSON
 * `{ type, data, timestamp }`; ping and pong carry no data. The server answers each `ping` with a `pong`,
 * greets a new client with `connection`, and replies `error` to a malformed frame.
 */
export const socketMessageSenders = {
  /** Client keep-alive, sent on open and every 30 s. */
  ping: "client",
  /** Answer to a ping. */
  pong: "server",
  /** Sent once after the upgrade. */
  connection: "server",
  /** An agent's new state; refreshes the overview and the agents list. */
  agent_update: "server",
  /** An action an agent took (as listed in Recent Agent Actions); refreshes the overview and the agents. */
  agent_action: "server",
  /** What an agent is doing now; refreshes the overview and the agents. */
  agent_activity: "server",
  /** A fresh host reading; refreshes the overview. */
  system_metric: "server",
  /** A config file was saved or reloaded; refreshes the config list. */
  config_update: "server",
  /** An integration connected or dropped; refreshes the integrations. */
  integration_status: "server",
  /** The server could not read a frame the client sent. */
  error: "server",
} as const;

export type SocketMessageType = keyof typeof socketMessageSenders;
export type SocketServerMessageType = {
  [K in SocketMessageType]: (typeof socketMessageSenders)[K] extends "server" ? K : never;
}[SocketMessageType];

/** Every message type the server sends on `/ws`, in the protocol's order. */
export const socketServerMessageTypes: readonly SocketServerMessageType[] = (
  Object.keys(socketMessageSenders) as SocketMessageType[]
).filter((type): type is SocketServerMessageType => socketMessageSenders[type] === "server");
