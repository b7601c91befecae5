import { describe, expect, it } from "vitest";
import { socketRefreshMap, socketRefreshQueryKeys } from "./socket-refresh";
import { socketUrlFor } from "./socket-url";

describe("socket refresh map", () => {
  it("follows spec 000 section 4, and refreshes the activity history on each action", () => {
    expect(socketRefreshMap).toEqual({
      agent_update: ["overview", "agents"],
      agent_action: ["overview", "agents", "activity"],
      agent_activity: ["overview", "agents"],
      system_metric: ["overview"],
      config_update: ["configs"],
      integration_status: ["integrations"],
    });
  });

  it("gives the query keys to invalidate", () => {
    expect(socketRefreshQueryKeys("agent_action")).toEqual([
      ["/api/dashboard/overview"],
      ["/api/agents"],
      ["/api/activity"],
    ]);
    expect(socketRefreshQueryKeys("config_update")).toEqual([["/api/config"]]);
    expect(socketRefreshQueryKeys("pong")).toEqual([]);
  });

  it("derives the socket URL", () => {
    expect(socketUrlFor({ protocol: "https:", host: "a.b:8443" })).toBe("wss://a.b:8443/ws");
    expect(socketUrlFor({ protocol: "http:", host: "a.b" })).toBe("ws://a.b/ws");
  });
});
