import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client's socket address; requests made in-process (tests) have none. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
