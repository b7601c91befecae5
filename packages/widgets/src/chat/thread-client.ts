import type {
  ApiErrorCode,
  ApiOutput,
  apiEndpoints,
  FeedbackRequest,
  HttpError,
  request,
} from "@hub-of-minds/core/protocol";
import type { VisitorAccess } from "./visitor-access";

// The thread code loads in its own chunk. Whatever it shares with the chat at run time is handed to it (the
// request function, the key's headers) and errors are read by shape: a runtime import of the chat's modules
// would make the bundler split the chat's bundle in two, each part compressing worse.

/** How the thread code reaches the hub: the chat's own request (core's) and its key's headers. */
export interface HubLink {
  /** The hub's origin without a trailing slash; empty for the page's own. */
  baseUrl: string;
  /** X-Publishable-Key (and the embedding page's origin in a hub iframe); none for the site's session. */
  keyHeaders: Record<string, string>;
  request: typeof request;
}

/** A failed call as core's HttpError describes it: its status, the server's code and the one error shape. */
type Failure = Partial<Pick<HttpError, "status" | "code" | "problem">> | null | undefined;
export const failureStatus = (error: unknown): number | undefined => (error as Failure)?.status;
export const failureCode = (error: unknown): ApiErrorCode | undefined => (error as Failure)?.code;

type Operation = keyof typeof apiEndpoints;
/** A route's method and path, checked against core's generated table (not read from it: see chat-client.ts). */
export type Route<K extends Operation> = Pick<(typeof apiEndpoints)[K], "method" | "path">;

/** The hub that keeps the threads, as the thread code and the lazily loaded thread list use it. */
export interface ThreadHub {
  access: VisitorAccess;
  /** Calls a conversation route: path params filled in (encoded), the visitor's headers, the answer as typed. */
  call<K extends Operation>(
    route: Route<K>,
    params: Record<string, string>,
    body?: unknown,
    query?: string,
  ): Promise<ApiOutput<K>>;
  /** What a visitor reads of a failed call: the hub's sentence, else `fallback` (the hub did not answer). */
  failure(error: unknown, fallback: string): string;
}

export function threadHub(link: HubLink, access: VisitorAccess): ThreadHub {
  return {
    access,
    async call<K extends Operation>(route: Route<K>, params: Record<string, string>, body?: unknown, query = "") {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
      const response = await access.run((headers) =>
        link.request(route.method, path + query, body, { baseUrl: link.baseUrl, headers }),
      );
      // A deletion answers 204 without a body; the answer is typed by the contract, as core's callApi does.
      return (response.status === 204 ? undefined : await response.json()) as ApiOutput<K>;
    },
    failure: (error, fallback) => (error as Failure)?.problem?.message || fallback,
  };
}

const getThread: Route<"getThread"> = { method: "GET", path: "/api/threads/{id}" };
const rateThreadMessage: Route<"rateThreadMessage"> = {
  method: "POST",
  path: "/api/threads/{id}/messages/{messageId}/feedback",
};

export const fetchThread = (hub: ThreadHub, id: string) => hub.call(getThread, { id });

/** Thumbs up or down on an answer; a second rating replaces the first. */
export const rateAnswer = (hub: ThreadHub, id: string, messageId: string, feedback: FeedbackRequest) =>
  hub.call(rateThreadMessage, { id, messageId }, feedback);
