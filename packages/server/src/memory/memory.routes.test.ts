import { apiErrorSchema, forgetResultSchema, memoryEntryListSchema } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "../knowledge/testing/knowledge-test-app";

let test: KnowledgeTestApp;

beforeAll(async () => {
  test = await createKnowledgeTestApp();
}, 60_000);
afterAll(() => test.close(), 30_000);

const remember = (personalityId: string, subject: string, content: string) =>
  test.request(`/api/memory/${personalityId}/entries`, jsonPost({ subject, content }));
const forget = (subject: string) => test.request(`/api/memory/subjects/${subject}`, { method: "DELETE" });
const subjectsOf = async (personalityId: string) =>
  memoryEntryListSchema
    .parse(await (await test.request(`/api/memory/${personalityId}/entries`)).json())
    .map((entry) => entry.subject)
    .sort();

describe("DELETE /api/memory/subjects/{subject}", () => {
  it("forgets one person in every space and keeps everyone else", async () => {
    for (const [personalityId, subject, content] of [
      ["eve", "user-1", "Owns a bakery."],
      ["eve", "user-2", "Lives in Oslo."],
      ["adam", "user-1", "Prefers short answers."],
      ["adam", "visitor:abc", "Asked about refunds."],
    ] as const) {
      expect((await remember(personalityId, subject, content)).status).toBe(201);
    }
    const forgot = await forget("user-1");
    expect(forgot.status).toBe(200);
    expect(forgetResultSchema.parse(await forgot.json())).toEqual({ deleted: 2 });
    expect(await subjectsOf("eve")).toEqual(["user-2"]);
    expect(await subjectsOf("adam")).toEqual(["visitor:abc"]);
  });

  it("deletes nothing for a person it never met", async () => {
    const forgot = await forget("nobody-at-all");
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ deleted: 0 });
  });

  it("refuses a blank, too long or malformed subject with the one error shape", async () => {
    for (const subject of ["%20%20", "x".repeat(201), "a%2Fb", "two%20words"]) {
      const refused = await forget(subject);
      expect(refused.status, subject).toBe(400);
      expect(apiErrorSchema.parse(await refused.json()).code).toBe("invalid_request");
    }
  });

  it("is for administrators only", async () => {
    const anonymous = await test.app.request("/api/memory/subjects/user-2", { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect(await subjectsOf("eve")).toEqual(["user-2"]);
  });

  it("does not fail while entries about the same person are being written", async () => {
    const writes = [1, 2, 3, 4].map((n) => remember("sage", "busy-user", `fact ${n}`));
    const forgot = forget("busy-user");
    const [answer, ...written] = await Promise.all([forgot, ...writes]);
    expect(answer?.status).toBe(200);
    expect(written.map((write) => write.status)).toEqual([201, 201, 201, 201]);
    // Whatever the forget did not see is still there, and a second forget removes it.
    const before = forgetResultSchema.parse(await answer?.json()).deleted;
    const after = forgetResultSchema.parse(await (await forget("busy-user")).json()).deleted;
    expect(before + after).toBe(4);
    expect(await subjectsOf("sage")).toEqual([]);
  });
});
