import type { ApiErrorBody, ApiErrorCode } from "@hub-of-minds/core";

/**
 * A stand-in for the hub's REST API inside Storybook: stories answer every call from fixtures, so no
 * story touches the network. Keys are 'GET /api/agents' style (the method may be left out for GET);
 * the query string is part of the path.
 */
export type FakeAnswer =
  | { json: unknown; status?: number }
  | { pending: true }
  | { status: number; body: ApiErrorBody };

export type FakeRoutes = Record<string, FakeAnswer>;

const ok = (json: unknown): FakeAnswer => ({ json });
export const fake = {
  ok,
  pending: { pending: true } as FakeAnswer,
  /** An answer in the server's one error shape; the code defaults by status class. */
  error: (status: number, message: string, details?: unknown, code?: ApiErrorCode): FakeAnswer => ({
    status,
    body: { code: code ?? (status >= 500 ? "internal_error" : "invalid_request"), message, details },
  }),
};

function answer(found: FakeAnswer | undefined, method: string, path: string): Promise<Response> {
  if (!found) {
    const body = JSON.stringify({ code: "route_not_found", message: `No story fixture for ${method} ${path}` });
    return Promise.resolve(new Response(body, { status: 404, headers: { "Content-Type": "application/json" } }));
  }
  if ("pending" in found) return new Promise(() => {});
  const status = "json" in found ? (found.status ?? 200) : found.status;
  const body = "json" in found ? found.json : found.body;
  return Promise.resolve(
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

/** Replaces `fetch` for the story being rendered. */
export function installFakeApi(routes: FakeRoutes): void {
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://story",
    );
    const method = (init?.method ?? "GET").toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const found = routes[`${method} ${path}`] ?? (method === "GET" ? routes[path] : undefined);
    return answer(found, method, path);
  };
}
