import { HttpError } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { errorSentence } from "./error-sentence";

describe("errorSentence", () => {
  it("uses the server's message, ending in one full stop", () => {
    const error = new HttpError(
      429,
      "Too Many Requests",
      JSON.stringify({ code: "rate_limited", message: "Retry in 548 s." }),
    );
    expect(errorSentence(error)).toBe("Retry in 548 s.");
    const bare = new HttpError(422, "x", JSON.stringify({ code: "invalid_request", message: "Bad field" }));
    expect(errorSentence(bare)).toBe("Bad field.");
  });

  it("never shows a raw body", () => {
    const error = new HttpError(503, "Service Unavailable", "<html><body>upstream down</body></html>");
    expect(errorSentence(error)).toBe("The service is unavailable right now.");
    expect(errorSentence(new Error('503: {"code":"unavailable"}'))).toBe("Something went wrong.");
  });

  it("names a lost connection", () => {
    expect(errorSentence(new TypeError("Failed to fetch"))).toBe(
      "The server could not be reached. Check your connection.",
    );
  });
});
