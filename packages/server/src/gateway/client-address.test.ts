import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, resolveClientAddress } from "./client-address";

const appTrusting = (proxies: number) =>
  new Hono().use("*", resolveClientAddress(proxies)).get("/", (c) => c.text(clientAddress(c)));
const addressSeenBy = async (proxies: number, forwarded?: string) =>
  (await appTrusting(proxies).request("/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} })).text();

describe("the client address behind proxies", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says proxies are in front", async () => {
    expect(await addressSeenBy(0, "203.0.113.9")).toBe("unknown");
  });

  it("takes the address our own proxies wrote, not what the client put left of it", async () => {
    // The client forged 10.0.0.1; the one balancer in front appended the real 203.0.113.9.
    expect(await addressSeenBy(1, "10.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeenBy(2, "10.0.0.1, 203.0.113.9, 192.0.2.1")).toBe("203.0.113.9");
    expect(await addressSeenBy(2, "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeenBy(1)).toBe("unknown");
  });
});
