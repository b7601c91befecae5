import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { visitorIdSchema, visitorTokenTtlSeconds } from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";

/** Whom a visitor token speaks for: one visitor of one customer, on one page origin, through one widget key. */
export interface VisitorClaims {
  customerId: number;
  publishableKey: string;
  origin: string;
  visitorId: string;
  /** The customer's backend vouched for the visitor (`u:` ids). */
  verified: boolean;
}

export interface VisitorTokenIssued {
  token: string;
  expiresAt: Date;
}

interface Payload {
  c: number;
  k: string;
  o: string;
  v: string;
  u: boolean;
  /** Expiry, in seconds since the epoch. */
  e: number;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");

const invalid = () =>
  new ApiError(401, "visitor_token_invalid", "The visitor token is not valid for this widget; start a new session.");

const isPayload = (value: unknown): value is Payload => {
  const p = value as Partial<Payload> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.c === "number" &&
    typeof p.k === "string" &&
    typeof p.o === "string" &&
    typeof p.v === "string" &&
    typeof p.u === "boolean" &&
    typeof p.e === "number" &&
    visitorIdSchema.safeParse(p.v).success
  );
};

/**
 * Visitor tokens: `<payload>.<HMAC-SHA256>`, both base64url, signed with a key derived from the hub's master
 * key (so no new secret to keep, and every instance verifies what another issued). Stateless: a token lives
 * until it expires, which is why it lives only an hour; a revoked widget key stops its tokens at once because
 * every call looks the key up too.
 */
export function createVisitorTokens(masterKey: Buffer, now: () => number = Date.now) {
  // A key of its own, so a token's MAC can never be confused with anything else the master key protects.
  const key = Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), "hub-of-minds visitor tokens v1", 32));
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    issue(claims: VisitorClaims): VisitorTokenIssued {
      const expires = Math.floor(now() / 1000) + visitorTokenTtlSeconds;
      const payload: Payload = {
        c: claims.customerId,
        k: claims.publishableKey,
        o: claims.origin,
        v: claims.visitorId,
        u: claims.verified,
        e: expires,
      };
      const body = encode(JSON.stringify(payload));
      return { token: `${body}.${encode(mac(body))}`, expiresAt: new Date(expires * 1000) };
    },

    /**
     * The visitor of a token sent with a widget key from a page. A forged or altered token, or one made for
     * another key, customer or origin: 401 `visitor_token_invalid`; an old one: 401 `visitor_token_expired`.
     */
    verify(token: string, expected: Pick<VisitorClaims, "customerId" | "publishableKey" | "origin">): VisitorClaims {
      const [body, signature, extra] = token.split(".");
      if (!body || !signature || extra !== undefined) throw invalid();
      const signed = mac(body);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== signed.length || !timingSafeEqual(given, signed)) throw invalid();
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        throw invalid();
      }
      if (
        !isPayload(payload) ||
        payload.c !== expected.customerId ||
        payload.k !== expected.publishableKey ||
        payload.o !== expected.origin
      ) {
        throw invalid();
      }
      if (payload.e * 1000 <= now()) {
        throw new ApiError(401, "visitor_token_expired", "The visitor session has expired; start a new one.");
      }
      return {
        customerId: payload.c,
        publishableKey: payload.k,
        origin: payload.o,
        visitorId: payload.v,
        verified: payload.u,
      };
    },
  };
}
export type VisitorTokens = ReturnType<typeof createVisitorTokens>;
