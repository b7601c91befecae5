import type { TrustProxy } from "../gateway/client-address";

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
