import { describe, expect, it } from "vitest";
import { getConfigFile, listConfigFiles, reloadConfigFiles, updateConfigFile } from "./config.api";
import { installFakeFetch, sentJson } from "./http-fake.testing";

const list = [
  { filename: "agent_behaviors.yaml", isValid: true },
  { filename: "integrations.yaml", isValid: false },
];

describe("config calls", () => {
  it("list, read, save and reload", async () => {
    const { calls } = installFakeFetch(
      { body: JSON.stringify(list) },
      { body: '{"content":"a: 1\\n","isValid":true}' },
      { body: '{"filename":"integrations.yaml","content":"b: 2\\n","isValid":true}' },
      { body: JSON.stringify(list) },
    );
    expect(await listConfigFiles()).toEqual(list);
    expect(await getConfigFile("agent_behaviors.yaml")).toEqual({ content: "a: 1\n", isValid: true });
    expect(await updateConfigFile("integrations.yaml", "b: 2\n")).toEqual({
      filename: "integrations.yaml",
      content: "b: 2\n",
      isValid: true,
    });
    expect(await reloadConfigFiles()).toEqual(list);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "GET /api/config",
      "GET /api/config/agent_behaviors.yaml",
      "PUT /api/config/integrations.yaml",
      "POST /api/config/reload",
    ]);
    expect(sentJson(calls[2])).toEqual({ content: "b: 2\n" });
    expect(calls[2]?.init.headers).toEqual({ "Content-Type": "application/json" });
    expect(calls[3]?.init.body).toBeUndefined();
    expect(calls[3]?.init.headers).toEqual({});
  });

  it("reports a refused save with the server's words", async () => {
    installFakeFetch({ status: 400, statusText: "Bad Request", body: '{"error":"Invalid YAML at line 3"}' });
    await expect(updateConfigFile("integrations.yaml", "a:\n b")).rejects.toThrow(
      '400: {"error":"Invalid YAML at line 3"}',
    );
  });
});
