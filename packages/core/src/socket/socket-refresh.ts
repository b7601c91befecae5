import { apiQueryKeys } from "../contract/api-query-keys";
import type { SocketServerMessageType } from "../schemas/socket-message-types";

export type SocketRefreshTarget = "overview" | "activity" | "agents" | "configs" | "integrations";

/**
 * Which cached data a server message makes stale (spec 000, section 4, plus our activity history, which
 * grows with every agent_action); other types refresh nothing.
 */
export const socketRefreshMap: Readonly<Partial<Record<SocketServerMessageType, readonly SocketRefreshTarget[]>>> = {
  agent_update: ["overview", "agents"],
  agent_action: ["overview", "agents", "activity"],
  agent_activity: ["overview", "agents"],
  system_metric: ["overview"],
  config_update: ["configs"],
  integration_status: ["integrations"],
};

/** The query keys to invalidate for a message type. */
export function socketRefreshQueryKeys(type: SocketServerMessageType): (readonly string[])[] {
  return (socketRefreshMap[type] ?? []).map((target) => apiQueryKeys[target]);
}
