import { describe, expect, it } from "vitest";
import { defaultQueryFn, HttpError, parseApiProblem, request } from "./http";
import { installFakeFetch, sentJson } from "./http-fake.testing";

describe("request", () => {
  it("always sends cookies and sets JSON only with a body", async () => {
    const { calls } = installFakeFetch({ body: "{}" }, { body: "{}" });
    await request("GET", "/api/agents");
    await request("PUT", "/api/config/integrations.yaml", { content: "a: 1" }, { headers: { "x-trace": "1" } });
    expect(calls[0]).toEqual({ url: "/api/agents", init: { method: "GET", headers: {}, credentials: "include" } });
    expect(calls[1]?.init).toEqual({
      method: "PUT",
      headers: { "x-trace": "1", "Content-Type": "application/json" },
      credentials: "include",
      body: '{"content":"a: 1"}',
    });
    expect(sentJson(calls[1])).toEqual({ content: "a: 1" });
  });

  it("prefixes the base URL", async () => {
    const { calls } = installFakeFetch({ body: "{}" });
    await request("GET", "/api/agents", undefined, { baseUrl: "https://hub.example.com" });
    expect(calls[0]?.url).toBe("https://hub.example.com/api/agents");
  });

  it("turns a non-OK answer into '<status>: <body>'", async () => {
    installFakeFetch({ status: 429, statusText: "Too Many Requests", body: '{"error":"quota exceeded"}' });
    const error = await request("GET", "/api/agents").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('429: {"error":"quota exceeded"}');
    expect((error as HttpError).status).toBe(429);
  });

  it("parses the one error shape once, keeping the message rule", async () => {
    const body = '{"code":"invalid_yaml","message":"Invalid YAML in integrations.yaml","details":[{"line":2}]}';
    installFakeFetch({ status: 422, statusText: "Unprocessable Entity", body }, { status: 502, body: "<html>" });
    const error = (await request("PUT", "/api/config/integrations.yaml", {}).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe(`422: ${body}`);
    expect(error.code).toBe("invalid_yaml");
    expect(error.problem).toEqual({
      code: "invalid_yaml",
      message: "Invalid YAML in integrations.yaml",
      details: [{ line: 2 }],
    });
    const proxy = (await request("GET", "/api/agents").catch((e: unknown) => e)) as HttpError;
    expect(proxy.problem).toBeUndefined();
    expect(proxy.code).toBeUndefined();
  });

  it("reads no problem out of bodies of another shape", () => {
    expect(parseApiProblem('{"error":"x"}')).toBeUndefined();
    expect(parseApiProblem('{"code":"x","message":""}')).toBeUndefined();
    expect(parseApiProblem("null")).toBeUndefined();
    expect(parseApiProblem('{"code":"rate_limited","message":"Slow down."}')).toEqual({
      code: "rate_limited",
      message: "Slow down.",
    });
  });

  it("uses the status text when the body is empty", async () => {
    installFakeFetch({ status: 401, statusText: "Unauthorized", body: "" });
    await expect(request("GET", "/api/admin/session")).rejects.toThrow(/^401: Unauthorized$/);
  });
});

describe("defaultQueryFn", () => {
  it("GETs the key parts joined with '/'", async () => {
    const { calls } = installFakeFetch({ body: '{"content":"","isValid":true}' });
    expect(await defaultQueryFn({ queryKey: ["/api/config", "integrations.yaml"] })).toEqual({
      content: "",
      isValid: true,
    });
    expect(calls[0]?.url).toBe("/api/config/integrations.yaml");
    expect(calls[0]?.init.method).toBe("GET");
  });
});
