import { describe, expect, it } from "vitest";
import { apiTokensRemaining, customerDisplayName, customerInitial } from "./customer-display";
import { providerConnectionBadges } from "./provider-badges";

describe("customer display", () => {
  it("falls back from full name to username to 'Customer'", () => {
    expect(customerDisplayName({ firstName: "Ada", lastName: "Lovelace", username: "ada" })).toBe("Ada Lovelace");
    expect(customerDisplayName({ firstName: null, lastName: "Lovelace", username: "ada" })).toBe("Lovelace");
    expect(customerDisplayName({ firstName: null, lastName: null, username: "ada" })).toBe("ada");
    expect(customerDisplayName({ firstName: "", lastName: null, username: null })).toBe("Customer");
    expect(customerInitial({ firstName: null, lastName: null, username: "ada" })).toBe("A");
  });

  it("counts remaining tokens", () => {
    expect(apiTokensRemaining({ apiQuota: 1000, apiUsed: 250 })).toBe(750);
    expect(apiTokensRemaining({ apiQuota: 1000, apiUsed: 1250 })).toBe(0);
  });

  it("labels provider states", () => {
    expect(providerConnectionBadges).toEqual({
      connected: "Connected",
      testing: "Testing...",
      disconnected: "Disconnected",
    });
  });
});
