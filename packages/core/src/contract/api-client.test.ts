import { describe, expect, it } from "vitest";
import { HttpError } from "../api/http";
import { installFakeFetch, sentJson } from "../api/http-fake.testing";
import { apiUrl, callApi } from "./api-client";

describe("apiUrl", () => {
  it("fills and encodes path params and leaves out empty query values", () => {
    expect(apiUrl("getConfigFile", { params: { filename: "../etc/passwd" } })).toBe("/api/config/..%2Fetc%2Fpasswd");
    expect(apiUrl("getActivityPage", { query: { page: 2, pageSize: 10, type: "" } })).toBe(
      "/api/activity?page=2&pageSize=10",
    );
    expect(apiUrl("listAgents")).toBe("/api/agents");
    expect(() => apiUrl("getCustomer")).toThrow("getCustomer needs the path parameter id");
  });
});

describe("callApi", () => {
  it("sends the operation's method, path and JSON body with cookies", async () => {
    const { calls } = installFakeFetch(
      { body: '{"filename":"integrations.yaml","content":"a: 1","isValid":true}' },
      { body: "[]" },
    );
    const saved = await callApi("updateConfigFile", {
      params: { filename: "integrations.yaml" },
      body: { content: "a: 1" },
    });
    expect(saved.isValid).toBe(true);
    expect(calls[0]?.url).toBe("/api/config/integrations.yaml");
    expect(calls[0]?.init).toMatchObject({ method: "PUT", credentials: "include" });
    expect(sentJson(calls[0])).toEqual({ content: "a: 1" });
    expect(await callApi("listStorageContainers", { query: { storageType: "shared" } })).toEqual([]);
    expect(calls[1]?.url).toBe("/api/yaml-storage/containers?storageType=shared");
    expect(calls[1]?.init.method).toBe("GET");
  });

  it("throws HttpError carrying the server's problem", async () => {
    installFakeFetch({
      status: 409,
      statusText: "Conflict",
      body: '{"code":"missing_dependencies","message":"Needs others","details":{"missingDependencies":["a"]}}',
    });
    const error = await callApi("installClusterApp", { params: { appId: "b" }, query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe("missing_dependencies");
    expect((error as HttpError).problem?.details).toEqual({ missingDependencies: ["a"] });
  });
});
