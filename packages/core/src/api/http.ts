import { type PlatformAbortSignal, type PlatformRequestInit, type PlatformResponse, platformFetch } from "../platform";
import type { ApiErrorCode } from "../schemas/api-error.schema";

/** The parsed body of an `/api` error (core's `apiErrorSchema`, checked here without zod). */
export interface ApiProblem {
  code: ApiErrorCode;
  message: string;
  details?: unknown;
}

/** Reads the one error shape out of a body text; anything else (an HTML proxy page, OpenAI's shape) is undefined. */
export function parseApiProblem(body: string): ApiProblem | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null) return undefined;
  const { code, message, details } = json as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string" || message === "") return undefined;
  return { code: code as ApiErrorCode, message, ...(details === undefined ? {} : { details }) };
}

/**
 * A non-OK answer. Its message follows spec 000 section 8: `<status>: <body text or status text>`; the body,
 * when it is the one error shape, is parsed once into `problem` so callers branch on `code`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly problem: ApiProblem | undefined;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    this.problem = parseApiProblem(body);
  }

  /** The server's machine code; undefined when the body was not the one error shape. */
  get code(): ApiErrorCode | undefined {
    return this.problem?.code;
  }
}

/** The code of a failed call, if the server named one. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  return error instanceof HttpError ? error.code : undefined;
}

export interface RequestOptions {
  /** Prefix for every path, e.g. `https://hub.example.com`; empty means same origin. */
  baseUrl?: string;
  signal?: PlatformAbortSignal;
  headers?: Record<string, string>;
}

/** The one request path every call goes through: cookies always, JSON content type only with a body. */
export async function request(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<PlatformResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const init: PlatformRequestInit = { method, headers, credentials: "include" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (options.signal) init.signal = options.signal;
  const response = await platformFetch()(`${options.baseUrl ?? ""}${path}`, init);
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  return response;
}

/** The default query loader of spec 000 section 7: GET the key parts joined with '/'. */
export async function defaultQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  const response = await request("GET", queryKey.map(String).join("/"));
  return response.json();
}
