import { HttpError } from "@hub-of-minds/core/protocol";
import { describe, expect, it } from "vitest";
import { isTokenRefusal, pageSessionAccess } from "./visitor-access";

const refused = (status: number, code: string) =>
  new HttpError(status, "Unauthorized", JSON.stringify({ code, message: "The visitor token expired." }));

describe("visitor access", () => {
  it("renews the token only for the hub's two token refusals", () => {
    expect(isTokenRefusal(refused(401, "visitor_token_expired"))).toBe(true);
    expect(isTokenRefusal(refused(401, "visitor_token_invalid"))).toBe(true);
    expect(isTokenRefusal(refused(401, "visitor_token_required"))).toBe(false);
    expect(isTokenRefusal(refused(429, "visitor_rate_limited"))).toBe(false);
    expect(isTokenRefusal(new Error("401: visitor_token_expired"))).toBe(false);
    expect(isTokenRefusal(undefined)).toBe(false);
  });

  it("the site's own session adds no header and names no visitor", async () => {
    expect(await pageSessionAccess.run(async (headers) => headers)).toEqual({});
    expect(pageSessionAccess.visitorId()).toBeNull();
    pageSessionAccess.forget();
    expect(await pageSessionAccess.run(async (headers) => headers)).toEqual({});
  });
});
