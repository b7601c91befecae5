import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it, vi } from "vitest";
import { mapUpstreamError, redactKeys } from "./upstream-error";

const apiError = (status: number, message: string) =>
  APIError.generate(status, { error: { message } }, message, new Headers());

describe("mapUpstreamError", () => {
  it("maps quota and 429 to 429 with 'quota' in the message", () => {
    const failure = mapUpstreamError(apiError(429, "You exceeded your current quota"));
    expect(failure.status).toBe(429);
    expect(failure.body.code).toBe("quota_exceeded");
    expect(failure.body.message).toContain("quota");
  });

  it("maps the hub's rejected key to 502 naming the provider, 'unauthorized' kept, the key not echoed", () => {
    const failure = mapUpstreamError(
      apiError(401, "Incorrect API key provided: sk-proj-abc123*****wxyz"),
      "HuggingFace",
    );
    expect(failure).toEqual({
      status: 502,
      body: {
        code: "upstream_unauthorized",
        message: "HuggingFace refused the hub's API key (401 unauthorized); check it on the API configuration page.",
      },
    });
  });

  it("maps a timeout to 504, a client abort to 499, other upstream errors to 502", () => {
    expect(mapUpstreamError(new APIConnectionTimeoutError()).status).toBe(504);
    expect(mapUpstreamError(new APIUserAbortError()).status).toBe(499);
    expect(mapUpstreamError(apiError(500, "boom")).status).toBe(502);
    expect(mapUpstreamError(new Error("ECONNREFUSED")).body.code).toBe("upstream_unreachable");
  });

  it("sends a sentence without the upstream's details (organisation ids, limits) and logs them instead", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const detail = "Rate limit reached for gpt-4o in organization org-Secret123 on tokens per min (TPM): Limit 30000";
      for (const status of [429, 400]) {
        const failure = mapUpstreamError(apiError(status, detail));
        expect(failure.body.message).not.toMatch(/org-Secret123|30000|TPM/);
      }
      expect(warn.mock.calls.flat().join(" ")).toContain("org-Secret123");
    } finally {
      warn.mockRestore();
    }
  });

  it("redacts anything that looks like a key", () => {
    expect(redactKeys("bad key sk-live-1234567890 and hf_abcdefghij")).toBe("bad key [redacted] and [redacted]");
  });
});
