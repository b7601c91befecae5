import { describe, expect, it } from "vitest";
import { storageContainerSchema, storageStatisticsSchema } from "./storage.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const container = {
  id: "notes",
  displayName: "Notes",
  description: "Loose notes.",
  category: "memory",
  currentSize: 1024,
  maxSize: 4096,
  storageType: "shared",
  isActive: true,
  encryptionEnabled: false,
};

describe("storage container schema", () => {
  it("accepts a container, also a full one", () => {
    expect(storageContainerSchema.parse(container)).toEqual(container);
    expect(storageContainerSchema.parse({ ...container, currentSize: 4096 }).currentSize).toBe(4096);
  });

  it("refuses a container fuller than its maximum, on currentSize", () => {
    expect(paths(storageContainerSchema.safeParse({ ...container, currentSize: 4097 }))).toEqual(["currentSize"]);
  });

  it("names negative, fractional and wrongly typed sizes", () => {
    expect(paths(storageContainerSchema.safeParse({ ...container, currentSize: -1 }))).toEqual(["currentSize"]);
    expect(paths(storageContainerSchema.safeParse({ ...container, maxSize: 10.5 }))).toEqual(["maxSize"]);
    expect(paths(storageContainerSchema.safeParse({ ...container, maxSize: "4096" }))).toEqual(["maxSize"]);
  });

  it("names unknown storage types and wrong flags", () => {
    expect(paths(storageContainerSchema.safeParse({ ...container, storageType: "public" }))).toEqual(["storageType"]);
    expect(paths(storageContainerSchema.safeParse({ ...container, encryptionEnabled: "yes" }))).toEqual([
      "encryptionEnabled",
    ]);
  });
});

describe("storage statistics schema", () => {
  const statistics = { containers: 8, documents: 120, memorySpaces: 3, memoryEntries: 940 };

  it("accepts the four counts", () => {
    expect(storageStatisticsSchema.parse(statistics)).toEqual(statistics);
  });

  it("names negative, fractional and missing counts", () => {
    expect(paths(storageStatisticsSchema.safeParse({ ...statistics, documents: -2 }))).toEqual(["documents"]);
    expect(paths(storageStatisticsSchema.safeParse({ ...statistics, memoryEntries: 1.5 }))).toEqual(["memoryEntries"]);
    expect(paths(storageStatisticsSchema.safeParse({ ...statistics, memorySpaces: undefined }))).toEqual([
      "memorySpaces",
    ]);
  });
});
