// The site's client. Types come from the route definitions (`import type`: erased), the method and path from
// the generated table, so nothing here loads zod at run time.
import type { z } from "zod";
import { type RequestOptions, request } from "../api/http";
import { apiEndpoints } from "./api-endpoints.generated";
import type { ApiRoutes, OperationId } from "./api-routes";

type Part<R, K extends "params" | "query"> = R extends { request: { [P in K]: infer S extends z.ZodType } }
  ? z.input<S>
  : undefined;
type Body<R> = R extends {
  request: { body: { content: { "application/json": { schema: infer S extends z.ZodType } } } };
}
  ? z.input<S>
  : undefined;
type DropUndefined<T> = { [P in keyof T as T[P] extends undefined ? never : P]: T[P] };

/** What an operation takes: its path params, query and JSON body, each only when it has one. */
export type ApiInput<K extends OperationId> = DropUndefined<{
  params: Part<ApiRoutes[K], "params">;
  query: Part<ApiRoutes[K], "query">;
  body: Body<ApiRoutes[K]>;
}>;

/** What an operation answers on success (its 200 or 201 JSON). */
export type ApiOutput<K extends OperationId> = ApiRoutes[K]["responses"] extends infer A
  ? {
      [S in keyof A]: S extends 200 | 201
        ? A[S] extends { content: { "application/json": { schema: infer T extends z.ZodType } } }
          ? z.output<T>
          : never
        : never;
    }[keyof A]
  : never;

type InputArgs<K extends OperationId> = keyof ApiInput<K> extends never
  ? [input?: Record<string, never>, options?: RequestOptions]
  : [input: ApiInput<K>, options?: RequestOptions];

/** The URL of an operation: path params filled in (encoded), then the query string without empty values. */
export function apiUrl<K extends OperationId>(
  id: K,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  const path = apiEndpoints[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${id} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

/**
 * Calls an operation by its operationId. A non-OK answer throws core's `HttpError` (with the parsed problem);
 * the answer is typed by the definition and not validated here (the contract test checks the server instead).
 */
export async function callApi<K extends OperationId>(id: K, ...[input, options]: InputArgs<K>): Promise<ApiOutput<K>> {
  const parts = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
  const response = await request(apiEndpoints[id].method, apiUrl(id, parts), parts.body, options);
  // 204 No Content (a revoke) has no body to read.
  if (response.status === 204) return undefined as ApiOutput<K>;
  return (await response.json()) as ApiOutput<K>;
}
