// Who pays for a call, through the whole app: the hub's daily budgets for calls without a key, a customer's
// quota for widgets (publishable key) and the public API, images counted, real usage charged.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { activityLog, customers } from "../db/schema";
import { json } from "../testing/json";
import { inviteAndSignIn } from "../testing/test-accounts";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { imageTokenEquivalent } from "./spending";

let t: TestGatewayApp;
let customerId: number;
let secretKey: string;
let widgetKey: string;
let cookie: string;
const widgetOrigin = "https://shop.example.test";
// Each test calls from an address of its own, so the per-address budgets start at zero.
let address = 0;
let from = "";

beforeAll(async () => {
  t = await createTestGatewayApp();
  ({ id: customerId, apiKey: secretKey } = await insertTestCustomer(t.test.hub.db, { firstName: "Grace" }));
  cookie = await t.test.login();
  widgetKey = await createWidgetKey();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  from = `203.0.113.${++address}`;
  t.standIn.mode = { kind: "ok" };
  t.standIn.promptTokens = 9;
  t.standIn.spendAll = false;
  await setCustomer({ apiUsed: 0, apiQuota: 100_000, subscriptionStatus: "active" });
  await setRules({
    budgets: {
      anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 1_000 },
      perAddress: { tokensPerDay: 20_000, imagesPerDay: 5 },
    },
    // Far from the tests of the quota; the widget keys' own limits have tests of their own below.
    widgetKeys: { requestsPerMinute: 10_000, tokensPerDay: 100_000_000, visitorRequestsPerMinute: 10_000 },
  });
});

// The quota is booked in memory and written within 100 ms (the embedded database): written first, so the
// row read or changed here is the whole truth.
const setCustomer = async (values: Partial<typeof customers.$inferInsert>) => {
  await t.gateway.quotas.flush();
  await t.test.hub.db.update(customers).set(values).where(eq(customers.id, customerId));
};
const customer = async () => {
  await t.gateway.quotas.flush();
  return (await t.test.hub.db.select().from(customers).where(eq(customers.id, customerId)))[0];
};
const setRules = (changes: object) =>
  t.test.hub.configs.write(
    "oversight_rules.yaml",
    stringify({ ...t.test.hub.configs.settings()["oversight_rules.yaml"], ...changes }),
  );
const setBudgets = (budgets: object) => setRules({ budgets });
const setWidgetKeys = (widgetKeys: { requestsPerMinute: number; tokensPerDay: number }) =>
  setRules({ widgetKeys: { ...widgetKeys, visitorRequestsPerMinute: 10_000 } });

/** A fresh publishable key of the customer for `widgetOrigin`: its per-key counts start at zero. */
async function createWidgetKey(): Promise<string> {
  const created = await t.app.request(`/api/customers/${customerId}/publishable-keys`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ allowedOrigins: [widgetOrigin] }),
  });
  return (await json<{ key: string }>(created)).key;
}

/** A call as a browser at `from` makes it; `origin` and `widget` make it a widget on another site. */
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    // The socket the node server would hand over: the client's address.
    { incoming: { socket: { remoteAddress: from, remoteFamily: "IPv4", remotePort: 40_000 } } },
  );
const chat = (body: object = {}, headers: Record<string, string> = {}) =>
  post(
    "/api/openai/chat/completions",
    { messages: [{ role: "user", content: "Hello there" }], model: "gpt-4o", ...body },
    headers,
  );
const asWidget = { origin: widgetOrigin, "x-publishable-key": "" };
/** A widget's headers for `key`: a new visitor's session from its page (a session counts against no key limit). */
async function visitorOf(key: string): Promise<Record<string, string>> {
  const started = await post("/api/widget/sessions", {}, { ...asWidget, "x-publishable-key": key });
  if (started.status !== 201) throw new Error(`no visitor session: ${started.status} ${await started.text()}`);
  return { ...asWidget, "x-publishable-key": key, "x-visitor-token": (await json<{ token: string }>(started)).token };
}
const image = (headers: Record<string, string> = {}) =>
  post("/api/openai/images/generations", { prompt: "a nebula", size: "1024x1024", quality: "standard" }, headers);

describe("calls without a key: the hub's daily budgets", () => {
  it("answers 429 with Retry-After and a sentence about the budget once the address's budget ran out", async () => {
    await setBudgets({
      anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 1_000 },
      perAddress: { tokensPerDay: 300, imagesPerDay: 5 },
    });
    t.standIn.spendAll = true;
    let used = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await chat({ max_tokens: 100 });
      if (response.status === 429) refused = response;
      else used += (await json<{ usage: { total_tokens: number } }>(response)).usage.total_tokens;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json<{ code: string; message: string }>(refused as Response);
    expect(body.code).toBe("budget_exhausted");
    expect(body.message).toMatch(/daily budget .* ran out .*your address/);
    // Real usage is charged (the upstream counts the prompt higher than the estimate): past the budget by
    // less than one request.
    expect(used).toBeLessThanOrEqual(300 + 100 + 9);
    // Another address still has its own budget.
    from = "198.51.100.7";
    expect((await chat()).status).toBe(200);
  });

  it("overshoots by at most one request under 50 concurrent calls", async () => {
    await setBudgets({
      anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 1_000 },
      perAddress: { tokensPerDay: 1_000, imagesPerDay: 5 },
    });
    t.standIn.spendAll = true;
    const answers = await Promise.all(Array.from({ length: 50 }, () => chat({ max_tokens: 150 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    let spent = 0;
    for (const answer of answers) {
      if (answer.ok) spent += (await json<{ usage: { total_tokens: number } }>(answer)).usage.total_tokens;
    }
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(1_000 + 150 + 9);
  });

  it("counts images against imagesPerDay", async () => {
    await setBudgets({
      anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 1_000 },
      perAddress: { tokensPerDay: 20_000, imagesPerDay: 2 },
    });
    expect((await image()).status).toBe(200);
    expect((await image()).status).toBe(200);
    const third = await image();
    expect(third.status).toBe(429);
    expect(await json(third)).toMatchObject({ code: "budget_exhausted", details: { unit: "images" } });
  });

  it("gives a failed call its budget back", async () => {
    await setBudgets({
      anonymous: { tokensPerDay: 1_000_000, imagesPerDay: 1_000 },
      perAddress: { tokensPerDay: 20_000, imagesPerDay: 1 },
    });
    t.standIn.mode = { kind: "server-error" };
    expect((await image()).status).toBe(502);
    t.standIn.mode = { kind: "ok" };
    expect((await image()).status).toBe(200);
  });
});

describe("customers pay for their widgets and their API calls", () => {
  const widget = () => visitorOf(widgetKey);

  it("charges the real usage, past what was reserved", async () => {
    await setCustomer({ apiUsed: 99_000, apiQuota: 100_000 });
    // The upstream counts a far bigger prompt than the gateway's estimate.
    t.standIn.promptTokens = 3_000;
    const response = await chat({ maxTokens: 500 }, await widget());
    expect(response.status).toBe(200);
    const total = (await json<{ usage: { total_tokens: number } }>(response)).usage.total_tokens;
    expect(total).toBeGreaterThan(1_000);
    expect((await customer())?.apiUsed).toBe(99_000 + total);
  });

  it("counts an image as its token equivalent", async () => {
    expect((await image(await widget())).status).toBe(200);
    expect((await customer())?.apiUsed).toBe(imageTokenEquivalent);
  });

  it("refuses a cancelled subscription on every path, widgets included", async () => {
    await setCustomer({ subscriptionStatus: "cancelled" });
    for (const response of [
      await chat({}, await widget()),
      await image(await widget()),
      await post("/api/v1/chat", { personality_id: "eve", message: "hi" }, { "x-api-key": secretKey }),
      await post(
        "/v1/chat/completions",
        { model: "gpt-4o", messages: [{ role: "user", content: "hi" }] },
        { authorization: `Bearer ${secretKey}` },
      ),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("subscription_inactive");
    }
    expect((await customer())?.apiUsed).toBe(0);
  });

  it("never lets 50 concurrent widget calls push usage past the quota by more than one request", async () => {
    await setCustomer({ apiUsed: 0, apiQuota: 2_000 });
    t.standIn.spendAll = true;
    const answers = await Promise.all(Array.from({ length: 50 }, async () => chat({ maxTokens: 300 }, await widget())));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const used = (await customer())?.apiUsed ?? 0;
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(2_000 + 300 + 9);
  });
});

describe("each widget key's own limits (a script forging Origin can spend a key)", () => {
  type Refusal = { code: string; message: string; details?: unknown };
  let key = "";
  const asKey = () => visitorOf(key);
  beforeEach(async () => {
    key = await createWidgetKey();
  });

  it("refuses past the key's requests per minute, naming the limit; the default comes from the config and a saved change applies", async () => {
    // A file written before `widgetKeys` existed: the schema's default (30 a minute) applies.
    const { widgetKeys: _, ...older } = t.test.hub.configs.settings()["oversight_rules.yaml"];
    await t.test.hub.configs.write("oversight_rules.yaml", stringify(older));
    expect(t.test.hub.configs.settings()["oversight_rules.yaml"].widgetKeys).toEqual({
      requestsPerMinute: 30,
      tokensPerDay: 50_000,
      visitorRequestsPerMinute: 10,
    });
    for (let i = 0; i < 30; i++) expect((await chat({}, await asKey())).status).toBe(200);
    const refused = await chat({}, await asKey());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe(widgetOrigin);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json<Refusal>(refused);
    expect(body.code).toBe("widget_key_rate_limited");
    expect(body.message).toMatch(/^This widget key allows 30 requests per minute; retry in \d+ s\.$/);
    expect(body.details).toEqual({ limit: "requestsPerMinute", requestsPerMinute: 30 });
    // Nothing was spent on the refused call.
    const spent = (await customer())?.apiUsed;
    expect((await chat({}, await asKey())).status).toBe(429);
    expect((await customer())?.apiUsed).toBe(spent);

    await setWidgetKeys({ requestsPerMinute: 2, tokensPerDay: 50_000 });
    key = await createWidgetKey();
    expect((await chat({}, await asKey())).status).toBe(200);
    expect((await image(await asKey())).status).toBe(200);
    const third = await json<Refusal>(await chat({}, await asKey()));
    expect(third.code).toBe("widget_key_rate_limited");
    expect(third.message).toMatch(/allows 2 requests per minute/);
  });

  it("refuses past the key's daily token cap, naming it, while the customer's quota has room", async () => {
    await setWidgetKeys({ requestsPerMinute: 1_000, tokensPerDay: 50_000 });
    t.standIn.spendAll = true;
    // The upstream counts the prompt as the gateway estimates it ("Hello there": 3 tokens).
    t.standIn.promptTokens = 3;
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await chat({ maxTokens: 2_000 }, await asKey());
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("access-control-allow-origin")).toBe(widgetOrigin);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json<Refusal>(refused as Response);
    expect(body.code).toBe("widget_key_daily_cap");
    expect(body.message).toBe("This widget key has used its 50,000 tokens for today; it renews at midnight UTC.");
    expect(body.details).toEqual({ limit: "tokensPerDay", tokensPerDay: 50_000 });
    // The last call got what was left: the key spent its cap exactly, the customer's quota (100,000) has room.
    expect((await customer())?.apiUsed).toBe(50_000);
    // Images count their token equivalent against the cap too.
    expect(await json(await image(await asKey()))).toMatchObject({ code: "widget_key_daily_cap" });
    // Another key of the same customer has a cap of its own; a raised cap applies at once.
    const spentKey = key;
    key = await createWidgetKey();
    expect((await chat({}, await asKey())).status).toBe(200);
    key = spentKey;
    await setWidgetKeys({ requestsPerMinute: 1_000, tokensPerDay: 60_000 });
    expect((await chat({}, await asKey())).status).toBe(200);
  });

  it("never spends past the cap under 10 parallel calls, and gives back what a refused or failed call held", async () => {
    await setWidgetKeys({ requestsPerMinute: 1_000, tokensPerDay: 1_000 });
    t.standIn.spendAll = true;
    // The upstream counts the prompt as the gateway estimates it ("Hello there": 3 tokens), so the real usage
    // is what was reserved.
    t.standIn.promptTokens = 3;
    const answers = await Promise.all(Array.from({ length: 10 }, async () => chat({ maxTokens: 300 }, await asKey())));
    let spent = 0;
    for (const answer of answers) {
      if (answer.ok) spent += (await json<{ usage: { total_tokens: number } }>(answer)).usage.total_tokens;
      else expect(await json(answer)).toMatchObject({ code: "widget_key_daily_cap" });
    }
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(1_000);
    expect((await customer())?.apiUsed).toBe(spent);

    // A call the upstream fails spends nothing of the cap, nor does one the customer's quota refuses.
    const cheap = await createWidgetKey();
    key = cheap;
    await setWidgetKeys({ requestsPerMinute: 1_000, tokensPerDay: 400 });
    t.standIn.mode = { kind: "server-error" };
    expect((await chat({ maxTokens: 300 }, await asKey())).status).toBe(502);
    await setCustomer({ apiUsed: 100_000 });
    expect(await json(await chat({ maxTokens: 300 }, await asKey()))).toMatchObject({ code: "quota_exceeded" });
    await setCustomer({ apiUsed: 0 });
    t.standIn.mode = { kind: "ok" };
    const full = await chat({ maxTokens: 300 }, await asKey());
    expect(full.status).toBe(200);
    expect((await json<{ usage: { total_tokens: number } }>(full)).usage.total_tokens).toBe(303);
  });
});

describe("a widget key's own daily cap, set by its customer", () => {
  const patchCap = (key: string, body: unknown, as = cookie, customer = customerId) =>
    t.app.request(`/api/customers/${customer}/publishable-keys/${key}`, {
      method: "PATCH",
      headers: { cookie: as, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("holds the key to the lower of its own cap and the hub's, names it when refused, and lifts when removed", async () => {
    await setWidgetKeys({ requestsPerMinute: 1_000, tokensPerDay: 50_000 });
    t.standIn.spendAll = true;
    t.standIn.promptTokens = 3;
    const key = await createWidgetKey();
    const saved = await patchCap(key, { dailyTokenCap: 1_200 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ key, customerId, dailyTokenCap: 1_200 });
    let refused: Response | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await chat({ maxTokens: 500 }, await visitorOf(key));
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    const body = await json<{ code: string; message: string; details: unknown }>(refused as Response);
    expect(body.code).toBe("widget_key_daily_cap");
    expect(body.message).toBe("This widget key has used its 1,200 tokens for today; it renews at midnight UTC.");
    expect(body.details).toEqual({ limit: "tokensPerDay", tokensPerDay: 1_200 });
    expect((await customer())?.apiUsed).toBe(1_200);
    // Removed, the hub's cap alone holds again.
    expect(await json(await patchCap(key, { dailyTokenCap: null }))).toMatchObject({ dailyTokenCap: null });
    expect((await chat({ maxTokens: 500 }, await visitorOf(key))).status).toBe(200);
  });

  it("refuses a cap that is not a whole number of tokens, and another customer's key", async () => {
    const key = await createWidgetKey();
    for (const dailyTokenCap of [0, -5, 1.5, "many", 2_000_000_000]) {
      expect((await patchCap(key, { dailyTokenCap })).status).toBe(400);
    }
    expect((await patchCap(key, {})).status).toBe(400);
    const { id: otherId } = await insertTestCustomer(t.test.hub.db, { firstName: "Other" });
    const answer = await patchCap(key, { dailyTokenCap: 10 }, cookie, otherId);
    expect(answer.status).toBe(404);
    expect(await json(answer)).toMatchObject({ code: "publishable_key_not_found" });
    // A customer's own session reaches only its own keys.
    const { cookie: theirs } = await inviteAndSignIn(t.app, cookie, "cap-setter@example.com");
    expect((await patchCap(key, { dailyTokenCap: 10 }, theirs)).status).toBe(403);
  });
});

describe("a secret key's own daily cap, set by its customer", () => {
  const patchCap = (body: unknown, as = cookie, customer = customerId) =>
    t.app.request(`/api/customers/${customer}/api-key`, {
      method: "PATCH",
      headers: { cookie: as, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const v1 = () =>
    post(
      "/v1/chat/completions",
      { model: "gpt-4o", max_tokens: 500, messages: [{ role: "user", content: "Hello" }] },
      { authorization: `Bearer ${secretKey}` },
    );

  it("holds the key to its cap while the quota has room, names it when refused, and lifts when removed", async () => {
    t.standIn.spendAll = true;
    t.standIn.promptTokens = 3;
    const saved = await patchCap({ dailyTokenCap: 1_200 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ dailyTokenCap: 1_200 });
    let refused: Response | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await v1();
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    // /v1 answers in OpenAI's error shape, with the hub's code.
    const body = await json<{ error: { code: string; message: string } }>(refused as Response);
    expect(body.error.code).toBe("api_key_daily_cap");
    expect(body.error.message).toBe("This API key has used its 1,200 tokens for today; it renews at midnight UTC.");
    // Real usage is charged past the hold: by the token or two the prompt's estimate can miss.
    expect((await customer())?.apiUsed).toBeGreaterThanOrEqual(1_200);
    expect((await customer())?.apiUsed).toBeLessThanOrEqual(1_205);
    const read = await t.app.request(`/api/customers/${customerId}`, { headers: { cookie } });
    expect(await json(read)).toMatchObject({ apiKeyDailyCap: 1_200 });
    expect(await json(await patchCap({ dailyTokenCap: null }))).toEqual({ dailyTokenCap: null });
    expect((await v1()).status).toBe(200);
  });

  it("lets the customer set their own, never another's, and refuses a cap that is no whole number", async () => {
    for (const dailyTokenCap of [0, 2.5, "lots", 2_000_000_000]) {
      expect((await patchCap({ dailyTokenCap })).status).toBe(400);
    }
    const { cookie: theirs, id: theirId } = await inviteAndSignIn(t.app, cookie, "key-capper@example.com");
    expect((await patchCap({ dailyTokenCap: 5_000 }, theirs, theirId)).status).toBe(200);
    expect((await patchCap({ dailyTokenCap: 10 }, theirs)).status).toBe(403);
    expect((await patchCap({ dailyTokenCap: 10 }, cookie, 999_999)).status).toBe(404);
  });
});

describe("GET /api/budgets: today's spend, for the administrator", () => {
  type Budgets = {
    day: string;
    anonymous: { tokens: { used: number; perDay: number }; images: { used: number } };
    perAddress: { tokensPerDay: number; busiest: { address: string; tokens: number; images: number }[] };
    widgetKeys: { tokensPerDay: number; busiest: { key: string; tokens: number }[] };
  };
  const read = async (headers: Record<string, string> = { cookie }) => t.app.request("/api/budgets", { headers });

  it("counts keyless calls by address and widget calls by key, as they are spent", async () => {
    const before = await json<Budgets>(await read());
    // The test gateway fixes its budgets' clock to one day, so a run never straddles midnight UTC.
    expect(before.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.anonymous.tokens.perDay).toBe(1_000_000);
    expect(before.perAddress.tokensPerDay).toBe(20_000);
    expect((await chat()).status).toBe(200);
    expect((await chat()).status).toBe(200);
    expect((await image()).status).toBe(200);
    const key = await createWidgetKey();
    expect((await chat({}, await visitorOf(key))).status).toBe(200);

    const after = await json<Budgets>(await read());
    const mine = after.perAddress.busiest.find((row) => row.address === from);
    expect(mine?.images).toBe(1);
    // The stand-in answers 9 prompt tokens and its reply: what the two chats really used, not what they held.
    expect(mine?.tokens).toBeGreaterThan(18);
    expect(after.anonymous.tokens.used - before.anonymous.tokens.used).toBe(mine?.tokens);
    expect(after.anonymous.images.used - before.anonymous.images.used).toBe(1);
    expect(after.widgetKeys.busiest.find((row) => row.key === key)?.tokens).toBeGreaterThan(9);
    // The most tokens first.
    const tokens = after.perAddress.busiest.map((row) => row.tokens);
    expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
  });

  it("refuses a visitor (401) and a customer's session (403)", async () => {
    expect((await read({})).status).toBe(401);
    const { cookie: customerCookie } = await inviteAndSignIn(t.app, cookie, "budgets-reader@example.com");
    expect((await read({ cookie: customerCookie })).status).toBe(403);
  });
});

describe("POST /api/openai/chat/completions takes OpenAI's body too", () => {
  it("defaults temperature to 0.7 and max tokens to 2048, and reads max_tokens / max_completion_tokens", async () => {
    expect((await chat()).status).toBe(200);
    expect(t.standIn.requests.at(-1)?.body).toMatchObject({ temperature: 0.7, max_tokens: 2048 });
    expect((await chat({ max_tokens: 64, temperature: 0.2 })).status).toBe(200);
    expect(t.standIn.requests.at(-1)?.body).toMatchObject({ temperature: 0.2, max_tokens: 64 });
    expect((await chat({ max_completion_tokens: 32 })).status).toBe(200);
    expect(t.standIn.requests.at(-1)?.body).toMatchObject({ max_tokens: 32 });
  });

  it("refuses wrong types, an unknown model and empty messages with 400", async () => {
    expect((await chat({ max_tokens: "many" })).status).toBe(400);
    expect((await chat({ messages: [] })).status).toBe(400);
    const unknown = await chat({ model: "gpt-9-imaginary" });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: "model_not_allowed", details: { rule: "allowedModels" } });
    // gpt-4 is one of the panels' choices, but costs too much to serve unless an operator lists it.
    expect((await chat({ model: "gpt-4" })).status).toBe(400);
  });
});

describe("the public chat API shares the pipeline", () => {
  it("records flag rules in the activity log, as the chat panels' route does", async () => {
    const response = await post(
      "/api/v1/chat",
      { personality_id: "eve", message: "Sometimes I want to hurt myself" },
      { "x-api-key": secretKey },
    );
    expect(response.status).toBe(200);
    const flagged = await t.test.hub.db.select().from(activityLog).where(eq(activityLog.actionType, "chat_flagged"));
    expect(flagged.map((row) => row.description)).toContainEqual(expect.stringContaining('"self-harm"'));
  });
});
