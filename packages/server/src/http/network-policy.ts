import { parseTrustProxy, type TrustProxy } from "../gateway/client-address";

/** How the server sees the network in front of it: proxies, its public address, socket limits. */
export interface NetworkPolicy {
  trustProxy: TrustProxy;
  /** PUBLIC_URL's origin: the one origin the hub answers writes for. Unset: IP literals and localhost only. */
  publicOrigin: string | undefined;
  /** Open `/ws` connections one client address (an IPv6 /64) may hold. */
  socketsPerAddress: number;
  /** Support tickets one client address may submit per 10 minutes. */
  ticketsPerAddress: number;
}

export const defaultNetworkPolicy: NetworkPolicy = {
  trustProxy: { kind: "none" },
  publicOrigin: undefined,
  socketsPerAddress: 20,
  ticketsPerAddress: 5,
};

/** Reads TRUST_PROXY, PUBLIC_URL, WS_MAX_PER_ADDRESS and TICKETS_PER_ADDRESS; a bad value stops the start. */
export function readNetworkPolicy(env: Record<string, string | undefined>): NetworkPolicy {
  let publicOrigin: string | undefined;
  if (env.PUBLIC_URL) {
    const url = URL.canParse(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL) : undefined;
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      throw new Error(`PUBLIC_URL must be an http(s) URL such as https://hub.example.com, got "${env.PUBLIC_URL}"`);
    }
    publicOrigin = url.origin;
  }
  const sockets = Number(env.WS_MAX_PER_ADDRESS ?? defaultNetworkPolicy.socketsPerAddress);
  if (!Number.isInteger(sockets) || sockets < 1) {
    throw new Error(`WS_MAX_PER_ADDRESS must be a positive whole number, got "${env.WS_MAX_PER_ADDRESS}"`);
  }
  const tickets = Number(env.TICKETS_PER_ADDRESS ?? defaultNetworkPolicy.ticketsPerAddress);
  if (!Number.isInteger(tickets) || tickets < 1) {
    throw new Error(`TICKETS_PER_ADDRESS must be a positive whole number, got "${env.TICKETS_PER_ADDRESS}"`);
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (err) {
    throw new Error(`TRUST_PROXY must be a hop count or a list of addresses/subnets: ${(err as Error).message}`);
  }
  return { trustProxy, publicOrigin, socketsPerAddress: sockets, ticketsPerAddress: tickets };
}
