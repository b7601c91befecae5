import {
  replyIdHeader,
  threadIdHeader,
  visitorTokenHeader,
  type WidgetSession,
  type WidgetSessionRequest,
} from "@hub-of-minds/core";
import { stringify } from "yaml";
import { publishableKeyHeader } from "../../gateway/widget-cors";
import { json } from "../../testing/json";
import { inviteAndSignIn } from "../../testing/test-accounts";
import { createTestGatewayApp, type TestGatewayApp } from "../../testing/test-gateway-app";

export const shop = "https://shop.example.test";
export const otherShop = "https://other-shop.example.test";

/** A widget on a page: its key, the page's origin and the visitor's session. */
export interface Widget {
  key: string;
  origin: string;
  session: WidgetSession;
  headers: Record<string, string>;
}

export interface ChatOptions {
  threadId?: string;
  replyId?: string;
  content?: string;
  model?: string;
  stream?: boolean;
  messages?: { role: "user" | "assistant" | "system"; content: string }[];
}

export interface ConversationsTestApp {
  t: TestGatewayApp;
  admin: string;
  /** A customer who signs in (their inbox), with a widget key for `shop`. */
  customer: { id: number; cookie: string; key: string };
  /** Another customer, with a key of their own for `otherShop`. */
  rival: { id: number; cookie: string; key: string };
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON request with the headers given (a session cookie, or a widget's). */
  send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response>;
  createKey(customerId: number, origins: string[]): Promise<string>;
  /** POST /api/widget/sessions from a page at `origin`. */
  startSession(key: string, origin: string, body?: WidgetSessionRequest): Promise<Response>;
  /** A visitor's widget: a session started, its headers ready for every call. */
  widget(key: string, origin: string, body?: WidgetSessionRequest): Promise<Widget>;
  chat(headers: Record<string, string>, options?: ChatOptions): Promise<Response>;
  setWidgetKeys(limits: {
    requestsPerMinute: number;
    tokensPerDay: number;
    visitorRequestsPerMinute: number;
  }): Promise<void>;
  close(): Promise<void>;
}

let emails = 0;

/** The whole app (gateway and conversations), its upstream a local stand-in, with two customers and keys. */
export async function createConversationsTestApp(): Promise<ConversationsTestApp> {
  const t = await createTestGatewayApp();
  const admin = await t.test.login();
  const request = async (path: string, init: RequestInit = {}) => t.app.request(path, init);
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    request(path, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const createKey = async (customerId: number, origins: string[]) => {
    const created = await send(
      "POST",
      `/api/customers/${customerId}/publishable-keys`,
      { cookie: admin },
      {
        allowedOrigins: origins,
      },
    );
    if (created.status !== 201) throw new Error(`key not created: ${created.status} ${await created.text()}`);
    return (await json<{ key: string }>(created)).key;
  };
  const signedIn = async (origin: string) => {
    const made = await inviteAndSignIn(t.app, admin, `owner-${process.pid}-${++emails}@example.com`);
    return { id: made.id, cookie: made.cookie, key: await createKey(made.id, [origin]) };
  };
  const setWidgetKeys: ConversationsTestApp["setWidgetKeys"] = async (widgetKeys) => {
    await t.test.hub.configs.write(
      "oversight_rules.yaml",
      stringify({ ...t.test.hub.configs.settings()["oversight_rules.yaml"], widgetKeys }),
    );
  };
  // Far from the tests of the limits, which set their own.
  await setWidgetKeys({ requestsPerMinute: 10_000, tokensPerDay: 100_000_000, visitorRequestsPerMinute: 10_000 });
  const startSession = (key: string, origin: string, body: WidgetSessionRequest = {}) =>
    send("POST", "/api/widget/sessions", { origin, [publishableKeyHeader]: key }, body);
  return {
    t,
    admin,
    customer: await signedIn(shop),
    rival: await signedIn(otherShop),
    request,
    send,
    createKey,
    startSession,
    async widget(key, origin, body) {
      const started = await startSession(key, origin, body);
      if (started.status !== 201) throw new Error(`session refused: ${started.status} ${await started.text()}`);
      const session = await json<WidgetSession>(started);
      return {
        key,
        origin,
        session,
        headers: { origin, [publishableKeyHeader]: key, [visitorTokenHeader]: session.token },
      };
    },
    chat(headers, options = {}) {
      const threadHeaders: Record<string, string> = {
        ...(options.threadId ? { [threadIdHeader]: options.threadId } : {}),
        ...(options.replyId ? { [replyIdHeader]: options.replyId } : {}),
      };
      return send(
        "POST",
        "/api/openai/chat/completions",
        { ...headers, ...threadHeaders },
        {
          model: options.model ?? "gpt-4o",
          messages: options.messages ?? [{ role: "user", content: options.content ?? "Hello there" }],
          ...(options.stream ? { stream: true } : {}),
        },
      );
    },
    setWidgetKeys,
    close: () => t.close(),
  };
}

/** Reads a thread until `ready` holds: a streamed answer is stored as the stream ends, just after its last byte. */
export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (ready(value) || attempt >= 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
