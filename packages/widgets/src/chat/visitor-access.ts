import { type ApiErrorCode, visitorTokenHeader, type WidgetSession } from "@hub-of-minds/core/protocol";
import type { Path } from "./chat-client";
import { recall, remember } from "./local-store";
import { failureCode, type HubLink } from "./thread-client";

const sessionsPath: Path<"createWidgetSession"> = "/api/widget/sessions";

/** How the chat's calls to the hub prove who the visitor is. */
export interface VisitorAccess {
  /**
   * Runs `call` with the headers every call carries (the key and the visitor's token); when the hub answers
   * that the token expired or is no longer valid, gets a new one and runs `call` once more.
   */
  run<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T>;
  /** The visitor's id once the hub has named it ("Delete my data"); null before, and for the site's session. */
  visitorId(): string | null;
  /** After "Delete my data": this device keeps no id, and the next call starts as a new visitor. */
  forget(): void;
}

/** The site's own pages (/browser): the signed-in session's cookie is the visitor, nothing to add. */
export const pageSessionAccess: VisitorAccess = {
  run: (call) => call({}),
  visitorId: () => null,
  forget: () => {},
};

const refusals = new Set<ApiErrorCode | undefined>(["visitor_token_expired", "visitor_token_invalid"]);
/** A 401 that a new token cures; any other failure is the call's own. */
export const isTokenRefusal = (error: unknown) => refusals.has(failureCode(error));

// Renewed this long before the hub's expiry, so a call never leaves with a token about to lapse.
const earlyMs = 30_000;

export interface VisitorIdentity {
  /** Names where the anonymous visitor's id is kept: per hub and key. */
  storeKey: string;
  /** A verified visitor: the customer's user id and its HMAC, from the host page. */
  userId?: string | undefined;
  userHash?: string | undefined;
}

/**
 * A widget with a publishable key: a visitor token from `POST /api/widget/sessions`, bound to the key, the
 * page's origin and the visitor. An anonymous visitor's id is kept (localStorage) and sent back next time,
 * so their threads are theirs again after a reload; a verified one is named by the hub from their user id.
 */
export function keyAccess(link: HubLink, { storeKey, userId, userHash }: VisitorIdentity): VisitorAccess {
  let session: Promise<WidgetSession> | null = null;
  let visitorId: string | null = null;
  const open = () => {
    if (session) return session;
    const known = recall(storeKey);
    const attempt = link
      .request(
        "POST",
        sessionsPath,
        { ...(known ? { visitorId: known } : {}), ...(userId && userHash ? { userId, userHash } : {}) },
        { baseUrl: link.baseUrl, headers: link.keyHeaders },
      )
      .then((response) => response.json() as Promise<WidgetSession>)
      .then((opened) => {
        visitorId = opened.visitorId;
        // Only an anonymous id is ours to keep; a verified visitor is named by their user id each time.
        if (opened.visitorId.startsWith("v_")) remember(storeKey, opened.visitorId);
        return opened;
      });
    // A failed attempt is not kept: the next call asks again.
    attempt.catch(() => {
      if (session === attempt) session = null;
    });
    session = attempt;
    return attempt;
  };
  const headers = async () => {
    let current = await open();
    if (Date.parse(current.expiresAt) - earlyMs < Date.now()) {
      session = null;
      current = await open();
    }
    return { ...link.keyHeaders, [visitorTokenHeader]: current.token };
  };
  return {
    async run(call) {
      try {
        return await call(await headers());
      } catch (error) {
        if (!isTokenRefusal(error)) throw error;
        session = null;
        return call(await headers());
      }
    },
    visitorId: () => visitorId,
    forget() {
      remember(storeKey, null);
      session = null;
      visitorId = null;
    },
  };
}
