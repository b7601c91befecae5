import { describe, expect, it } from "vitest";
import { readPublishableKey, readPublishableKeys } from "./publishable-keys-api";

describe("reading publishable keys", () => {
  it("accepts the server's shape", () => {
    const key = { key: "pk_abc", customerId: 1, allowedOrigins: ["https://shop.example"] };
    expect(readPublishableKeys([key])).toEqual([key]);
  });

  it("rejects anything else with a readable message", () => {
    expect(() => readPublishableKey({ key: "pk_abc", customerId: "1", allowedOrigins: [] })).toThrow(
      "The server sent a publishable key this page cannot read.",
    );
    expect(() => readPublishableKeys({ error: "x" })).toThrow("The server sent a key list this page cannot read.");
  });
});
