import { describe, expect, it } from "vitest";
import { storageContainerListSchema } from "../schemas/storage.schema";
import { defaultStorageContainers } from "./default-storage-containers.data";

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

describe("default storage containers", () => {
  it("are 6 to 8 valid containers, several shared", () => {
    expect(storageContainerListSchema.parse(defaultStorageContainers)).toEqual(defaultStorageContainers);
    expect(defaultStorageContainers.length).toBeGreaterThanOrEqual(6);
    expect(defaultStorageContainers.length).toBeLessThanOrEqual(8);
    expect(distinct(defaultStorageContainers.map((container) => container.id))).toBe(true);
    expect(defaultStorageContainers.filter((container) => container.storageType === "shared")).toHaveLength(5);
  });

  it("fit the server's 32-bit size columns", () => {
    for (const container of defaultStorageContainers) expect(container.maxSize).toBeLessThan(2 ** 31);
  });
});
