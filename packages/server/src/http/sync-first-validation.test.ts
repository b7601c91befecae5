import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiApp } from "./api-app";
import { handleError } from "./api-error";
import { parseSyncFirst } from "./sync-first-validation";

const post = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

function appWith(schema: z.ZodType) {
  const app = createApiApp();
  const route = createRoute({
    method: "post",
    path: "/things",
    request: { body: { required: true, content: { "application/json": { schema } } } },
    responses: { 200: { description: "ok" } },
  });
  app.openapi(route, (c) => c.json({ got: c.req.valid("json") }, 200));
  app.onError(handleError);
  return app;
}

describe("sync-first validation", () => {
  it("checks a route's body through the synchronous parse, with its transforms and defaults", async () => {
    const schema = z.object({
      name: z
        .string()
        .min(2)
        .transform((name) => name.toUpperCase()),
      n: z.number().default(3),
    });
    const app = appWith(schema);
    // The app put its own parse in front of zod's: what makes it synchronous first.
    expect(Object.hasOwn(schema, "safeParseAsync")).toBe(true);
    const ok = await app.request("/things", post({ name: "ada" }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ got: { name: "ADA", n: 3 } });
    const bad = await app.request("/things", post({ name: "a" }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: "invalid_request", message: "Invalid request body" });
  });

  it("falls back to the asynchronous parse for a schema with async work", async () => {
    const taken = new Set(["ada"]);
    const schema = z.object({
      name: z.string().refine(async (name) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return !taken.has(name);
      }, "taken"),
    });
    const app = appWith(schema);
    const ok = await app.request("/things", post({ name: "grace" }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ got: { name: "grace" } });
    const refused = await app.request("/things", post({ name: "ada" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "invalid_request" });
  });

  it("answers what zod's own safeParseAsync answers, and patches a schema once", async () => {
    const schema = z.object({ tags: z.array(z.string()).max(2) });
    const samples = [{ tags: ["a"] }, { tags: ["a", "b", "c"] }, { tags: [1] }, null, "text"];
    const expected = await Promise.all(samples.map((sample) => schema.safeParseAsync(sample)));
    parseSyncFirst(schema);
    const own = schema.safeParseAsync;
    parseSyncFirst(schema);
    expect(schema.safeParseAsync).toBe(own);
    const got = await Promise.all(samples.map((sample) => schema.safeParseAsync(sample)));
    expect(got.map((r) => r.success)).toEqual(expected.map((r) => r.success));
    expect(got.map((r) => (r.success ? r.data : r.error.issues.map((i) => i.code)))).toEqual(
      expected.map((r) => (r.success ? r.data : r.error.issues.map((i) => i.code))),
    );
  });
});
