/** The live socket's path (spec 000, section 7). */
export const socketPath = "/ws";

export interface PageLocation {
  protocol: string;
  host: string;
}

/** The live socket lives at `/ws` on the page's own host, over `wss` when the page is https (spec 000). */
export function socketUrlFor(location: PageLocation): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${socketPath}`;
}
