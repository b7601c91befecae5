import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

declare module "hono" {
  interface ContextVariableMap {
    /** Set once per request by `resolveClientAddress`: the client as far as the trusted proxies tell. */
    clientAddress: string;
  }
}

/**
 * Which proxies' `X-Forwarded-For` is believed: none (the socket address is the client), the first N hops,
 * or the listed addresses and subnets (proxy-addr's syntax: `10.0.0.0/8`, `loopback`, `uniquelocal`).
 */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: string[] };

/** Reads TRUST_PROXY: unset or empty trusts no proxy; a number counts hops; anything else lists addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // compile() throws on a malformed address, so a typo stops the start instead of trusting nobody.
  proxyaddr.compile(list);
  return { kind: "list", list };
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}

/** Once per request, where the app is assembled: every limit then reads the same client address. */
export function resolveClientAddress(trust: TrustProxy): MiddlewareHandler {
  const trusts =
    trust.kind === "hops"
      ? (_address: string, hop: number) => hop < trust.hops
      : trust.kind === "list"
        ? proxyaddr.compile(trust.list)
        : undefined;
  // Not async: nothing to do after next(), so no extra promise on every request.
  return (c, next) => {
    const remote = socketAddress(c);
    let address = remote ?? "unknown";
    if (trusts && remote) {
      // proxy-addr reads the node request's shape: the socket address and the raw header.
      const forwardedFor = c.req.header("x-forwarded-for");
      const request = { connection: { remoteAddress: remote }, headers: { "x-forwarded-for": forwardedFor } };
      address = proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trusts);
    }
    c.set("clientAddress", address);
    return next();
  };
}

/** The client's address as resolved for this request (the socket's when no resolver ran). */
export function clientAddress(c: Context): string {
  return c.get("clientAddress") ?? socketAddress(c) ?? "unknown";
}

/**
 * The bucket a client's limits are counted in: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would give each attacker endless buckets).
 */
export function addressBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

/** The limit bucket of this request's client. */
export function clientBucket(c: Context): string {
  return addressBucket(clientAddress(c));
}
