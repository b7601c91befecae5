import { type MemoryEntry, memoryEntryListSchema } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { endUserSubject } from "./memory-store";
import { memoryQueueName } from "./memory-writer";

// The whole app as main.ts assembles it: a personality's chat with a known person queues the exchange, and
// the chat's model (the local stand-in) writes what it calls `remember` with into that person's memories.
let t: TestGatewayApp;
let customer: { id: number; apiKey: string };
let cookie: string;
beforeAll(async () => {
  t = await createTestGatewayApp();
  customer = await insertTestCustomer(t.test.handle.db);
  cookie = await t.test.login();
}, 60_000);
afterAll(() => t?.close(), 30_000);

const chat = (body: object) =>
  t.app.request("/v1/chat/completions", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${customer.apiKey}` },
    body: JSON.stringify(body),
  });

/** Memory jobs finished (their writes done), counted in pg-boss's own table. */
const writesDone = async () => {
  const result = (await t.test.handle.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${memoryQueueName} and state = 'completed'`,
  )) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};

const memoriesOf = async (subject: string): Promise<MemoryEntry[]> => {
  const answer = await t.app.request(`/api/memory/eve/entries?subject=${encodeURIComponent(subject)}`, {
    headers: { cookie },
  });
  return memoryEntryListSchema.parse(await answer.json());
};

describe("a personality remembers the people it talks with", () => {
  it("writes what the model remembers after a chat, and recalls it in the next one", async () => {
    const fact = "Owns a bakery in Lyon.";
    t.standIn.toolCallsWhenOffered = [{ name: "remember", arguments: JSON.stringify({ content: fact }) }];
    const answer = await chat({
      model: "eve",
      user: "baker-1",
      messages: [{ role: "user", content: "I own a bakery in Lyon. Which bread sells best in winter?" }],
    });
    expect(answer.status).toBe(200);
    // The chat itself answered text: the tool was offered only to the memory writer's call.
    const completion = (await answer.json()) as { choices: { message: { content: string | null } }[] };
    expect(completion.choices[0]?.message.content).toBe(t.standIn.reply);
    const subject = endUserSubject(customer.id, "baker-1");
    await expect
      .poll(async () => (await memoriesOf(subject)).map((entry) => entry.content), { timeout: 10_000 })
      .toEqual([fact]);
    const writerCall = t.standIn.requests.find(
      (request) => request.path === "/v1/chat/completions" && Array.isArray(request.body.tools),
    );
    expect(JSON.stringify(writerCall?.body.messages)).toContain("I own a bakery in Lyon");

    // Said again later: recalled into the prompt, and not written twice.
    const before = t.standIn.requests.length;
    const done = await writesDone();
    const again = await chat({
      model: "eve",
      user: "baker-1",
      messages: [{ role: "user", content: "Any tips for my bakery?" }],
    });
    expect(again.status).toBe(200);
    const next = t.standIn.requests.slice(before).find((request) => !Array.isArray(request.body.tools));
    expect(JSON.stringify(next?.body.messages)).toContain(fact);
    await expect.poll(writesDone, { timeout: 10_000 }).toBe(done + 1);
    expect((await memoriesOf(subject)).length).toBe(1);
  });

  it("remembers from a streamed chat once the stream has ended", async () => {
    const fact = "Is training for the Oslo marathon.";
    t.standIn.toolCallsWhenOffered = [{ name: "remember", arguments: JSON.stringify({ content: fact }) }];
    const answer = await chat({
      model: "eve",
      user: "runner-3",
      stream: true,
      messages: [{ role: "user", content: "I'm training for the Oslo marathon, what should I eat?" }],
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("[DONE]");
    await expect
      .poll(async () => (await memoriesOf(endUserSubject(customer.id, "runner-3"))).map((entry) => entry.content), {
        timeout: 10_000,
      })
      .toEqual([fact]);
  });

  it("writes nothing for a chat without a person, nor when the model calls nothing", async () => {
    t.standIn.toolCallsWhenOffered = undefined;
    const before = t.standIn.requests.length;
    const done = await writesDone();
    expect((await chat({ model: "eve", messages: [{ role: "user", content: "I live in Oslo." }] })).status).toBe(200);
    expect((await chat({ model: "eve", user: "quiet-2", messages: [{ role: "user", content: "Hello" }] })).status).toBe(
      200,
    );
    // One exchange with a person: one job, which wrote nothing.
    await expect.poll(writesDone, { timeout: 10_000 }).toBe(done + 1);
    const offeredTools = t.standIn.requests.slice(before).filter((request) => Array.isArray(request.body.tools));
    expect(offeredTools).toHaveLength(1);
    expect(await memoriesOf(endUserSubject(customer.id, "quiet-2"))).toEqual([]);
  });
});
