import { describe, expect, it } from "vitest";
import type { HubEntry } from "../schemas/hub-entry.schema";
import { hubEntries } from "./hub-entries.data";
import {
  defaultHubBrandFilter,
  filterHubEntries,
  hubBrandFilters,
  hubEntryAction,
  unifiedHubStats,
} from "./unified-hub";

const entry: HubEntry = {
  id: "x",
  name: "X",
  description: "An entry.",
  category: "ai",
  brand: "shared",
  status: "active",
  url: "/x",
};

describe("brand filter", () => {
  it("has the three buttons, Unified Hub by default", () => {
    expect(hubBrandFilters.map((filter) => filter.label)).toEqual([
      "NextXus Platform",
      "HumanCodeX Suite",
      "Unified Hub",
    ]);
    expect(defaultHubBrandFilter).toBe("unified");
  });

  it("shows all entries when unified", () => {
    expect(filterHubEntries(hubEntries, "unified")).toEqual(hubEntries);
  });

  it("shows a brand plus the shared entries", () => {
    const nextxus = filterHubEntries(hubEntries, "nextxus");
    expect(nextxus).toHaveLength(11);
    expect(new Set(nextxus.map((shown) => shown.brand))).toEqual(new Set(["nextxus", "shared"]));
    const humancodex = filterHubEntries(hubEntries, "humancodex");
    expect(humancodex).toHaveLength(10);
    expect(humancodex.some((shown) => shown.brand === "nextxus")).toBe(false);
  });
});

describe("hubEntryAction", () => {
  it("launches only active entries with a url", () => {
    expect(hubEntryAction(entry)).toEqual({ kind: "launch", label: "Launch", href: "/x" });
    expect(hubEntryAction({ ...entry, url: undefined })).toEqual({ kind: "none" });
  });

  it("disables developing and planned entries, url or not", () => {
    expect(hubEntryAction({ ...entry, status: "developing" })).toEqual({ kind: "disabled", label: "In Development" });
    expect(hubEntryAction({ ...entry, status: "planned" })).toEqual({ kind: "disabled", label: "Coming Soon" });
  });
});

describe("unifiedHubStats", () => {
  it("counts the shown entries and keeps the fixed counts", () => {
    expect(unifiedHubStats(hubEntries)).toEqual({
      totalApps: 16,
      activeSystems: 11,
      aiPersonalities: 56,
      clusterApps: 8,
    });
    expect(unifiedHubStats(filterHubEntries(hubEntries, "humancodex"))).toEqual({
      totalApps: 10,
      activeSystems: 7,
      aiPersonalities: 56,
      clusterApps: 8,
    });
  });
});
