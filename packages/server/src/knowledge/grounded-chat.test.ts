import {
  apiErrorSchema,
  citationSchema,
  memoryEntryListSchema,
  memoryEntrySchema,
  openAiChatCompletionSchema,
  publicChatResponseSchema,
  storageStatisticsSchema,
} from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { insertTestCustomer } from "../testing/test-customer";
import { createKnowledgeTestApp, jsonPost, type KnowledgeTestApp } from "./testing/knowledge-test-app";

let test: KnowledgeTestApp;
let apiKey: string;
let customerId: number;

beforeAll(async () => {
  test = await createKnowledgeTestApp({ gateway: true, memoryLimit: 3 });
  ({ apiKey, id: customerId } = await insertTestCustomer(test.handle.db));
  await test.request(
    "/api/yaml-storage/containers",
    jsonPost({ id: "orbit-handbook", displayName: "Orbit Handbook", category: "knowledge", maxSize: 100_000 }),
  );
  for (const [title, content] of [
    [
      "Refunds",
      "A customer may ask for a full refund within 30 days of purchase. Refunds reach the card in five days.",
    ],
    ["Passwords", "To reset a password open Settings, choose Security and press Reset password."],
  ]) {
    await test.request("/api/yaml-storage/containers/orbit-handbook/documents", jsonPost({ title, content }));
  }
}, 60_000);
afterAll(() => test.close(), 30_000);

const chat = (body: unknown) =>
  test.app.request("/api/v1/chat", {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify(body),
  });
const lastSystemPrompt = () => {
  const messages = test.standIn?.requests.at(-1)?.body.messages as { role: string; content: string }[];
  return messages.find((message) => message.role === "system")?.content ?? "";
};

describe("a personality bound to knowledge", () => {
  it("binds containers, refusing unknown personalities and containers", async () => {
    const unknown = await test.request("/api/ai-models/nobody/knowledge", jsonPost({ containerIds: [] }, "PUT"));
    expect(apiErrorSchema.parse(await unknown.json()).code).toBe("unknown_personality");
    const missing = await test.request("/api/ai-models/eve/knowledge", jsonPost({ containerIds: ["nope"] }, "PUT"));
    expect(apiErrorSchema.parse(await missing.json()).code).toBe("container_not_found");
    const anonymous = await test.app.request("/api/ai-models/eve/knowledge", jsonPost({ containerIds: [] }, "PUT"));
    expect(anonymous.status).toBe(401);
    const bound = await test.request(
      "/api/ai-models/eve/knowledge",
      jsonPost({ containerIds: ["orbit-handbook", "orbit-handbook"] }, "PUT"),
    );
    expect(await bound.json()).toEqual({ containerIds: ["orbit-handbook"] });
    expect(await (await test.app.request("/api/ai-models/eve/knowledge")).json()).toEqual({
      containerIds: ["orbit-handbook"],
    });
  });

  it("puts the best passages in the prompt and cites them on /api/v1/chat", async () => {
    const response = await chat({ personality_id: "eve", message: "Can I get a refund after two weeks?" });
    expect(response.status).toBe(200);
    const answer = publicChatResponseSchema.parse(await response.json());
    expect(answer.citations?.[0]).toMatchObject({ containerId: "orbit-handbook", documentTitle: "Refunds" });
    expect(answer.citations?.[0]?.score).toBeGreaterThan(0);
    expect(lastSystemPrompt()).toContain("full refund within 30 days");
    expect(lastSystemPrompt()).toContain("[1] Refunds");
  });

  it("cites on /v1/chat/completions with the personality as model, and in a final chunk of a stream", async () => {
    const json = await test.app.request("/v1/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ model: "eve", messages: [{ role: "user", content: "how do I reset my password" }] }),
    });
    const completion = openAiChatCompletionSchema.parse(await json.json());
    expect(completion.citations?.map((citation) => citation.documentTitle)[0]).toBe("Passwords");

    const streamed = await test.app.request("/v1/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ model: "eve", stream: true, messages: [{ role: "user", content: "refund policy" }] }),
    });
    const text = await streamed.text();
    const events = text
      .split("\n\n")
      .filter((event) => event.startsWith("data: ") && !event.includes("[DONE]"))
      .map((event) => JSON.parse(event.slice(6)) as { citations?: unknown });
    const withCitations = events.filter((event) => event.citations);
    expect(withCitations.length).toBe(1);
    expect(z.array(citationSchema).parse(withCitations[0]?.citations)[0]?.documentTitle).toBe("Refunds");
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
  });

  it("answers an unbound personality from its prompt alone, without citations", async () => {
    const answer = publicChatResponseSchema.parse(
      await (await chat({ personality_id: "adam", message: "refund?" })).json(),
    );
    expect(answer.citations).toBeUndefined();
    expect(lastSystemPrompt()).not.toContain("full refund");
  });
});

describe("memory", () => {
  it("remembers a person, recalls it in a later chat, edits, forgets, and counts real rows", async () => {
    const added = await test.request(
      "/api/memory/eve/entries",
      jsonPost({ subject: `customer:${customerId}:user-42`, content: "Prefers answers in French and owns a bakery." }),
    );
    expect(added.status).toBe(201);
    const entry = memoryEntrySchema.parse(await added.json());
    const other = `customer:${customerId}:user-7`;
    await test.request("/api/memory/eve/entries", jsonPost({ subject: other, content: "Lives in Oslo." }));

    await chat({ personality_id: "eve", message: "What should I bake for my bakery?", user: "user-42" });
    expect(lastSystemPrompt()).toContain("owns a bakery");
    expect(lastSystemPrompt()).not.toContain("Oslo");
    // Another customer's end user of the same id is another person.
    const stranger = (await insertTestCustomer(test.handle.db)).apiKey;
    await test.app.request("/api/v1/chat", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": stranger },
      body: JSON.stringify({ personality_id: "eve", message: "What should I bake for my bakery?", user: "user-42" }),
    });
    expect(lastSystemPrompt()).not.toContain("bakery");

    const edited = await test.request(
      `/api/memory/entries/${entry.id}`,
      jsonPost({ content: "Owns two bakeries." }, "PATCH"),
    );
    expect(memoryEntrySchema.parse(await edited.json()).content).toBe("Owns two bakeries.");
    const stats = storageStatisticsSchema.parse(await (await test.request("/api/yaml-storage/statistics")).json());
    expect([stats.memorySpaces, stats.memoryEntries]).toEqual([1, 2]);

    const forgot = await test.request(`/api/memory/subjects/customer:${customerId}:user-42`, { method: "DELETE" });
    expect(await forgot.json()).toEqual({ deleted: 1 });
    const left = memoryEntryListSchema.parse(await (await test.request("/api/memory/eve/entries")).json());
    expect(left.map((row) => row.subject)).toEqual([other]);
    await chat({ personality_id: "eve", message: "What should I bake for my bakery?", user: "user-42" });
    expect(lastSystemPrompt()).not.toContain("bakery");
  });

  it("holds a space's limit even with writes at once, and answers clear errors", async () => {
    const writes = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        test.request("/api/memory/sage/entries", jsonPost({ subject: "v", content: `fact ${n}` })),
      ),
    );
    expect(writes.map((write) => write.status).sort()).toEqual([201, 201, 201, 409]);
    const full = await Promise.all(writes.filter((write) => write.status === 409).map((write) => write.json()));
    expect(apiErrorSchema.parse(full[0]).code).toBe("memory_space_full");
    const unknown = await test.request("/api/memory/nobody/entries");
    expect(unknown.status).toBe(404);
    const missing = await test.request("/api/memory/entries/999999", { method: "DELETE" });
    expect(apiErrorSchema.parse(await missing.json()).code).toBe("memory_entry_not_found");
    const anonymous = await test.app.request("/api/memory/sage/entries");
    expect(anonymous.status).toBe(401);
  });
});
