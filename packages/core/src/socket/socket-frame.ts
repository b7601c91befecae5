import { issueDetails } from "../schemas/issue-details";
import { type SocketServerMessage, socketServerMessageSchema } from "../schemas/socket-message.schema";

/** What a socket client made of one parsed frame: the message, or why it was dropped. */
export type SocketFrameRead<M> = { ok: true; message: M } | { ok: false; problem: unknown };

/** Checks a frame whole against the protocol's schemas: type, data and timestamp. */
export function readSocketFrame(json: unknown): SocketFrameRead<SocketServerMessage> {
  const parsed = socketServerMessageSchema.safeParse(json);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, problem: issueDetails(parsed.error) };
}
