import { describe, expect, it } from "vitest";
import { executeSkill, getClusterApps, getCustomerApps, installClusterApp, uninstallClusterApp } from "./cluster.api";
import { installFakeFetch, sentJson } from "./http-fake.testing";
import { getStorageContainers, getStorageStatistics } from "./yaml-storage.api";

const installation = {
  id: "inst-1",
  appId: "smart-scheduler",
  isActive: true,
  installedAt: "2025-01-01T00:00:00.000Z",
  lastUsedAt: null,
  app: { displayName: "Smart Scheduler", category: "productivity" },
};

describe("cluster calls", () => {
  it("list, install, uninstall and execute", async () => {
    const { calls } = installFakeFetch(
      { body: "[]" },
      { body: JSON.stringify([installation]) },
      { body: JSON.stringify(installation) },
      { status: 204, body: "" },
      { body: '{"appId":"smart-scheduler","skillName":"plan","output":"ok","executedAt":"2025-01-01T00:00:00.000Z"}' },
    );
    expect(await getClusterApps()).toEqual([]);
    expect(await getCustomerApps()).toEqual([installation]);
    expect(await installClusterApp("smart-scheduler")).toEqual(installation);
    await uninstallClusterApp("smart-scheduler");
    const payload = { appId: "smart-scheduler", skillName: "plan", input: { day: "monday" } };
    expect((await executeSkill(payload)).output).toBe("ok");
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "GET /api/cluster/apps",
      "GET /api/cluster/customer-apps",
      "POST /api/cluster/install/smart-scheduler",
      "DELETE /api/cluster/uninstall/smart-scheduler",
      "POST /api/cluster/skills/execute",
    ]);
    expect(calls[2]?.init.body).toBeUndefined();
    expect(calls[3]?.init.body).toBeUndefined();
    expect(sentJson(calls[4])).toEqual(payload);
  });

  it("fails an uninstall with the status rule", async () => {
    installFakeFetch({ status: 404, statusText: "Not Found", body: '{"error":"App is not installed"}' });
    await expect(uninstallClusterApp("x")).rejects.toThrow('404: {"error":"App is not installed"}');
  });

  it("read the storage statistics and the shared containers", async () => {
    const { calls } = installFakeFetch(
      { body: '{"containers":2,"documents":5,"memorySpaces":1,"memoryEntries":9}' },
      { body: "[]" },
    );
    expect(await getStorageStatistics()).toEqual({ containers: 2, documents: 5, memorySpaces: 1, memoryEntries: 9 });
    expect(await getStorageContainers()).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/yaml-storage/statistics",
      "/api/yaml-storage/containers?storageType=shared",
    ]);
  });
});
