import { describe, expect, it } from "vitest";
import { hubEntrySchema } from "../schemas/hub-entry.schema";
import { hubEntries } from "./hub-entries.data";

// Routes of spec 001's route table that an entry may launch.
const hubRoutes = [
  "/consciousness",
  "/universal-operations",
  "/idea-cosmos",
  "/human-growth",
  "/agent-zero",
  "/minds-directory",
  "/customer",
  "/browser",
  "/api-config",
  "/cluster",
  "/yaml-storage",
];

describe("hub entries", () => {
  it("are 16 valid entries with distinct ids", () => {
    expect(hubEntries).toHaveLength(16);
    for (const entry of hubEntries) expect(hubEntrySchema.parse(entry)).toEqual(entry);
    expect(new Set(hubEntries.map((entry) => entry.id)).size).toBe(16);
  });

  it("link every active entry to a route of the hub, and nothing else", () => {
    for (const entry of hubEntries) {
      if (entry.status === "active") expect(hubRoutes).toContain(entry.url);
      else expect(entry.url).toBeUndefined();
    }
  });

  it("cover every category, brand and status", () => {
    const count = (key: "category" | "brand" | "status") =>
      Object.fromEntries(
        [...new Set(hubEntries.map((entry) => entry[key]))].map((value) => [
          value,
          hubEntries.filter((entry) => entry[key] === value).length,
        ]),
      );
    expect(count("status")).toEqual({ active: 11, developing: 3, planned: 2 });
    expect(count("brand")).toEqual({ nextxus: 6, shared: 5, humancodex: 5 });
    expect(count("category")).toEqual({ ai: 5, automation: 3, analysis: 4, data: 4 });
  });
});
