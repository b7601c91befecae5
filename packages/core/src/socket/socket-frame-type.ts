import type { SocketServerMessageType } from "../schemas/socket-message-types";
import { socketServerMessageTypes } from "../schemas/socket-message-types";
import type { SocketFrameRead } from "./socket-frame";

const serverTypes = new Set<string>(socketServerMessageTypes);

/**
 * Checks only that a frame names a server message type. For a client that acts on the type alone (the
 * site refetches the queries a type names): it does not load zod, which the full `readSocketFrame` needs.
 */
export function readSocketFrameType(json: unknown): SocketFrameRead<{ type: SocketServerMessageType }> {
  const type = typeof json === "object" && json !== null ? (json as { type?: unknown }).type : undefined;
  return typeof type === "string" && serverTypes.has(type)
    ? { ok: true, message: { type: type as SocketServerMessageType } }
    : { ok: false, problem: `not a server message type: ${JSON.stringify(type)}` };
}
