import { describe, expect, it } from "vitest";
import { adminStatusCardSchema } from "../schemas/admin.schema";
import { systemMetricTypes } from "../schemas/system-metric.schema";
import {
  adminLiveMonitoring,
  adminPortalConstants,
  adminPortalTabs,
  adminQuickActionCategories,
  adminQuickActions,
  adminStatusCards,
} from "./admin-portal.data";

describe("admin portal data", () => {
  it("has eight valid status cards, one of them Consciousness Streams", () => {
    expect(adminStatusCards).toHaveLength(8);
    for (const card of adminStatusCards) expect(adminStatusCardSchema.parse(card)).toEqual(card);
    expect(adminStatusCards.map((card) => card.name)).toContain(adminPortalConstants.highActivityCard);
    expect(new Set(adminStatusCards.map((card) => card.name)).size).toBe(8);
  });

  it("names a bad status card's field", () => {
    const card = { name: "Database", value: "Connected", status: "superb", trend: "up" };
    expect(adminStatusCardSchema.safeParse(card).error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "status",
    ]);
  });

  it("has the four tabs", () => {
    expect(adminPortalTabs.map((tab) => tab.label)).toEqual([
      "System Overview",
      "Quick Actions",
      "Live Monitoring",
      "Platform Status",
    ]);
  });

  it("has the 11 quick actions with the spec's paths", () => {
    expect(adminQuickActions).toHaveLength(11);
    const internal = adminQuickActions.filter((action) => !action.external).map((action) => action.path);
    expect(internal).toEqual([
      "/admin",
      "/consciousness",
      "/minds-directory",
      "/agent-zero",
      "/cluster",
      "/api-config",
      "/yaml-storage",
      "/widgets/consciousness",
      "/widgets/chatgpt",
    ]);
    const external = adminQuickActions.filter((action) => action.external);
    expect(external).toHaveLength(2);
    for (const action of external) {
      expect(action.category).toBe("external");
      expect(action.path.startsWith("https://")).toBe(true);
    }
  });

  it("uses every category and only the four", () => {
    expect(new Set(adminQuickActions.map((action) => action.category))).toEqual(new Set(adminQuickActionCategories));
  });

  it("names a monitoring bar per live reading, and keeps the portal constants", () => {
    expect(adminLiveMonitoring.bars.map((bar) => [bar.id, bar.label])).toEqual([
      ["cpu", "CPU Usage"],
      ["memory", "Memory Usage"],
      ["network", "Network Activity"],
    ]);
    expect(adminLiveMonitoring.bars.map((bar) => bar.id)).toEqual([...systemMetricTypes]);
    expect(adminPortalConstants).toMatchObject({
      refreshMs: 5000,
      highActivityChance: 0.3,
      highActivityValue: "High Activity",
      personalities: 56,
      widgets: 5,
      accessDeniedAlert: "Access Denied: Invalid administrator credentials",
    });
  });
});
