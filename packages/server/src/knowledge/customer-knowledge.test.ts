// A customer's own knowledge (issue 24), through the assembled app: customer A uploads a handbook and binds
// it to a personality; the chats A pays for (secret key on /v1 and /api/v1/chat, A's widget key) cite it;
// customer B, the hub's own pages and visitors never reach it; B cannot read, list, change or bind it.
import {
  apiErrorSchema,
  customerKnowledgeLimits,
  knowledgeGraphSchema,
  knowledgeSearchResultSchema,
  openAiChatCompletionSchema,
  publicChatResponseSchema,
  storageContainerListSchema,
  storageContainerSchema,
  storageDocumentContentSchema,
  storageDocumentSchema,
} from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteAndSignIn } from "../testing/test-accounts";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";

const widgetOrigin = "https://acme.example.test";
const handbook =
  "# Acme handbook\n\nThe Acme warranty covers every flux capacitor for seven years from the day of delivery. " +
  "Claims go to warranty@acme.example with the serial number.";

let t: TestGatewayApp;
let admin = "";
const a = { id: 0, cookie: "", key: "", widget: {} as Record<string, string> };
const b = { id: 0, cookie: "", key: "" };
let containerId = "";

const send = (path: string, init: RequestInit & { as?: Record<string, string> } = {}) =>
  t.app.request(
    path,
    { ...init, headers: { ...init.as, ...(init.headers as Record<string, string> | undefined) } },
    { incoming: { socket: { remoteAddress: "203.0.113.7", remoteFamily: "IPv4", remotePort: 40_000 } } },
  );
const json = (body: unknown, method = "POST") => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const codeOf = async (response: Response) => [response.status, apiErrorSchema.parse(await response.json()).code];
const asCookie = (cookie: string) => ({ cookie });
const asKey = (key: string) => ({ authorization: `Bearer ${key}` });
const lastPrompt = () => {
  const messages = t.standIn.requests.at(-1)?.body.messages as { role: string; content: string }[];
  return messages.find((message) => message.role === "system")?.content ?? "";
};
const question = { role: "user", content: "How long does the warranty cover a flux capacitor?" };

beforeAll(async () => {
  t = await createTestGatewayApp();
  admin = await t.test.login();
  for (const [who, email] of [
    [a, "a@knowledge.example"],
    [b, "b@knowledge.example"],
  ] as const) {
    const signedIn = await inviteAndSignIn(t.app, admin, email);
    who.id = signedIn.id;
    who.cookie = signedIn.cookie;
    // The secret key is shown once, when it is made: the customer makes a new one.
    const rotated = await send(`/api/customers/${signedIn.id}/api-key`, { method: "POST", as: asCookie(who.cookie) });
    who.key = ((await rotated.json()) as { apiKey: string }).apiKey;
  }
  const created = await send(`/api/customers/${a.id}/publishable-keys`, {
    ...json({ allowedOrigins: [widgetOrigin] }),
    as: asCookie(a.cookie),
  });
  const widgetKey = ((await created.json()) as { key: string }).key;
  const started = await send("/api/widget/sessions", {
    ...json({}),
    as: { origin: widgetOrigin, "x-publishable-key": widgetKey },
  });
  const { token } = (await started.json()) as { token: string };
  a.widget = { origin: widgetOrigin, "x-publishable-key": widgetKey, "x-visitor-token": token };
}, 120_000);
afterAll(() => t?.close(), 30_000);

describe("a customer's own knowledge", () => {
  it("lets a customer create a container (theirs), upload a handbook by key, list and read it", async () => {
    const created = await send("/api/yaml-storage/containers", {
      ...json({ displayName: "Acme Handbook", category: "handbook", maxSize: 1_000_000 }),
      as: asCookie(a.cookie),
    });
    expect(created.status).toBe(201);
    const container = storageContainerSchema.parse(await created.json());
    expect(container).toMatchObject({ id: `c${a.id}-acme-handbook`, ownerCustomerId: a.id });
    containerId = container.id;

    const form = new FormData();
    form.set("file", new File([handbook], "acme-handbook.md", { type: "text/markdown" }));
    const uploaded = await send(`/api/yaml-storage/containers/${containerId}/documents`, {
      method: "POST",
      body: form,
      as: asKey(a.key),
    });
    expect(uploaded.status).toBe(201);
    const document = storageDocumentSchema.parse(await uploaded.json());
    expect(document).toMatchObject({ title: "acme-handbook.md", mediaType: "text/markdown" });

    // Indexing runs on the hub's queue after the upload answers: the list shows it move on to ready.
    let listed: { id: number; indexStatus: string }[] = [];
    for (let tries = 0; tries < 100 && listed[0]?.indexStatus !== "ready"; tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await send(`/api/yaml-storage/containers/${containerId}/documents`, { as: asCookie(a.cookie) });
      listed = (await answer.json()) as typeof listed;
    }
    expect(listed.map((doc) => [doc.id, doc.indexStatus])).toEqual([[document.id, "ready"]]);
    const read = await send(`/api/yaml-storage/containers/${containerId}/documents/${document.id}`, {
      as: asKey(a.key),
    });
    expect(storageDocumentContentSchema.parse(await read.json()).content).toContain("seven years");

    const mine = storageContainerListSchema.parse(
      await (await send("/api/knowledge/containers", { as: asCookie(a.cookie) })).json(),
    );
    expect(mine.map((row) => row.id)).toEqual([containerId]);
    const theirs = storageContainerListSchema.parse(
      await (await send("/api/knowledge/containers", { as: asKey(b.key) })).json(),
    );
    expect(theirs).toEqual([]);
    const found = knowledgeSearchResultSchema.parse(
      await (await send("/api/knowledge/search?q=flux+capacitor+warranty", { as: asKey(a.key) })).json(),
    );
    expect(found.hits[0]).toMatchObject({ containerId, documentTitle: "acme-handbook.md" });
  });

  it("shows it to no one else: another customer and a visitor get the 404 of a missing container", async () => {
    const documents = `/api/yaml-storage/containers/${containerId}/documents`;
    const [doc] = (await (await send(documents, { as: asCookie(a.cookie) })).json()) as { id: number }[];
    const missing = [404, "container_not_found"];
    for (const as of [asCookie(b.cookie), asKey(b.key)]) {
      expect(await codeOf(await send(documents, { as }))).toEqual(missing);
      expect(await codeOf(await send(`${documents}/${doc?.id}`, { as }))).toEqual(missing);
      expect(await codeOf(await send(`${documents}/${doc?.id}`, { method: "DELETE", as }))).toEqual(missing);
      expect(await codeOf(await send(documents, { ...json({ title: "Mine now", content: "x" }), as }))).toEqual(
        missing,
      );
      expect(await codeOf(await send(`/api/knowledge/search?q=warranty&containerId=${containerId}`, { as }))).toEqual(
        missing,
      );
      expect(
        await codeOf(
          await send("/api/ai-models/eve/knowledge", { ...json({ containerIds: [containerId] }, "PUT"), as }),
        ),
      ).toEqual(missing);
      const search = knowledgeSearchResultSchema.parse(
        await (await send("/api/knowledge/search?q=flux+capacitor+warranty", { as })).json(),
      );
      expect(search.hits).toEqual([]);
    }
    // A visitor: the documents are hidden, the public list and graph leave the container out.
    expect(await codeOf(await send(documents))).toEqual(missing);
    const listed = storageContainerListSchema.parse(await (await send("/api/yaml-storage/containers")).json());
    expect(listed.map((row) => row.id)).not.toContain(containerId);
    const graph = knowledgeGraphSchema.parse(await (await send("/api/knowledge/graph")).json());
    expect(graph.containers.map((row) => row.id)).not.toContain(containerId);
    expect(graph.documents.map((row) => row.containerId)).not.toContain(containerId);
    // A hub container is not a customer's to change.
    expect(
      await codeOf(
        await send("/api/yaml-storage/containers/knowledge-base/documents", {
          ...json({ title: "Mine", content: "x" }),
          as: asKey(a.key),
        }),
      ),
    ).toEqual(missing);
  });

  it("binds it to a personality for the customer alone: their chats cite it, no one else's", async () => {
    const bound = await send("/api/ai-models/eve/knowledge", {
      ...json({ containerIds: [containerId] }, "PUT"),
      as: asCookie(a.cookie),
    });
    expect(bound.status).toBe(200);
    expect(((await bound.json()) as { containerIds: string[] }).containerIds).toContain(containerId);
    const publicView = (await (await send("/api/ai-models/eve/knowledge")).json()) as { containerIds: string[] };
    expect(publicView.containerIds).not.toContain(containerId);

    // A's secret key on /v1 with the personality as model.
    const v1 = await send("/v1/chat/completions", {
      ...json({ model: "eve", messages: [question] }),
      as: asKey(a.key),
    });
    expect(v1.status).toBe(200);
    const completion = openAiChatCompletionSchema.parse(await v1.json());
    expect(completion.citations?.[0]).toMatchObject({ containerId, documentTitle: "acme-handbook.md" });
    expect(lastPrompt()).toContain("seven years");
    // A's key on /api/v1/chat.
    const publicChat = publicChatResponseSchema.parse(
      await (
        await send("/api/v1/chat", { ...json({ personality_id: "eve", message: question.content }), as: asKey(a.key) })
      ).json(),
    );
    expect(publicChat.citations?.[0]?.containerId).toBe(containerId);
    // A's widget on A's site.
    const widget = await send("/api/openai/chat/completions", {
      ...json({ model: "eve", messages: [question] }),
      as: a.widget,
    });
    expect(widget.status).toBe(200);
    const widgetAnswer = (await widget.json()) as { citations?: { containerId: string }[] };
    expect(widgetAnswer.citations?.[0]?.containerId).toBe(containerId);

    // B's key, the same personality: none of A's passages, in the answer or the prompt.
    for (const path of ["/v1/chat/completions"]) {
      const other = await send(path, { ...json({ model: "eve", messages: [question] }), as: asKey(b.key) });
      expect(other.status).toBe(200);
      const answer = (await other.json()) as { citations?: { containerId: string }[] };
      expect(answer.citations?.map((hit) => hit.containerId) ?? []).not.toContain(containerId);
      expect(lastPrompt()).not.toContain("seven years");
    }
    // The hub's own pages (no key, no session): the hub's knowledge alone.
    const hub = await send("/api/openai/chat/completions", { ...json({ model: "eve", messages: [question] }) });
    expect(((await hub.json()) as { citations?: { containerId: string }[] }).citations ?? []).toEqual([]);
    expect(lastPrompt()).not.toContain("seven years");
    // A signed in on /browser (the hub's own page, A's session): A's knowledge.
    const browser = await send("/api/openai/chat/completions", {
      ...json({ model: "eve", messages: [question] }),
      as: asCookie(a.cookie),
    });
    expect(((await browser.json()) as { citations?: { containerId: string }[] }).citations?.[0]?.containerId).toBe(
      containerId,
    );
  });

  it("replaces only the customer's own bindings when another customer binds theirs", async () => {
    const created = await send("/api/yaml-storage/containers", {
      ...json({ id: "faq", displayName: "B FAQ", category: "faq", maxSize: 10_000 }),
      as: asKey(b.key),
    });
    const theirs = storageContainerSchema.parse(await created.json());
    expect(theirs.id).toBe(`c${b.id}-faq`);
    const bound = await send("/api/ai-models/eve/knowledge", {
      ...json({ containerIds: [theirs.id] }, "PUT"),
      as: asKey(b.key),
    });
    expect(((await bound.json()) as { containerIds: string[] }).containerIds).toEqual([theirs.id]);
    const aView = (await (await send("/api/ai-models/eve/knowledge", { as: asKey(a.key) })).json()) as {
      containerIds: string[];
    };
    expect(aView.containerIds).toEqual([containerId]);
    // The administrator sees every binding.
    const adminView = (await (await send("/api/ai-models/eve/knowledge", { as: asCookie(admin) })).json()) as {
      containerIds: string[];
    };
    expect(adminView.containerIds).toEqual(expect.arrayContaining([containerId, theirs.id]));
  });

  it("refuses past the limits with a sentence: the room of a container and the number of containers", async () => {
    const tooBig = await send("/api/yaml-storage/containers", {
      ...json({ displayName: "Huge", category: "x", maxSize: customerKnowledgeLimits.containerBytes + 1 }),
      as: asKey(a.key),
    });
    expect(tooBig.status).toBe(422);
    const tooBigError = apiErrorSchema.parse(await tooBig.json());
    expect(tooBigError.code).toBe("container_too_large");
    expect(tooBigError.message).toMatch(/at most 10 MB/);
    // A has one; fill up to the limit, then one more.
    for (let i = 1; i < customerKnowledgeLimits.containers; i++) {
      const made = await send("/api/yaml-storage/containers", {
        ...json({ displayName: `Shelf ${i}`, category: "x", maxSize: 1000 }),
        as: asKey(a.key),
      });
      expect(made.status).toBe(201);
    }
    const oneMore = await send("/api/yaml-storage/containers", {
      ...json({ displayName: "One more", category: "x", maxSize: 1000 }),
      as: asKey(a.key),
    });
    const error = apiErrorSchema.parse(await oneMore.json());
    expect([oneMore.status, error.code]).toEqual([422, "container_limit_reached"]);
    expect(error.message).toMatch(/10 containers/);
  });

  it("keeps everything within the administrator's reach", async () => {
    const all = storageContainerListSchema.parse(
      await (await send("/api/knowledge/containers", { as: asCookie(admin) })).json(),
    );
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([containerId, "knowledge-base"]));
    const listed = storageContainerListSchema.parse(
      await (await send("/api/yaml-storage/containers", { as: asCookie(admin) })).json(),
    );
    expect(listed.map((row) => row.id)).toContain(containerId);
    const graph = knowledgeGraphSchema.parse(
      await (await send("/api/knowledge/graph", { as: asCookie(admin) })).json(),
    );
    expect(graph.containers.map((row) => row.id)).toContain(containerId);
    const documents = (await (
      await send(`/api/yaml-storage/containers/${containerId}/documents`, { as: asCookie(admin) })
    ).json()) as { id: number }[];
    expect(documents.length).toBe(1);
    const found = knowledgeSearchResultSchema.parse(
      await (await send("/api/knowledge/search?q=flux+capacitor", { as: asCookie(admin) })).json(),
    );
    expect(found.hits.map((hit) => hit.containerId)).toContain(containerId);
    // Its list is the whole binding: an empty list unbinds every customer's container too.
    const cleared = await send("/api/ai-models/eve/knowledge", {
      ...json({ containerIds: [] }, "PUT"),
      as: asCookie(admin),
    });
    expect(await cleared.json()).toEqual({ containerIds: [] });
  });
});
