import { apiErrorCode, HttpError, serverErrorMessage } from "@hub-of-minds/core/protocol";
import { describe, expect, it } from "vitest";
import { failureReply, forVisitor, isOperatorProblem, visitorUnavailable } from "./visitor-chat";

const failure = (status: number, code: string, message: string) =>
  new HttpError(status, "", JSON.stringify({ code, message }));

describe("forVisitor", () => {
  it("replaces the operator's fix with one plain sentence, keeping the status and the code", () => {
    const told = forVisitor(failure(503, "provider_key_missing", "set OPENAI_API_KEY on the server"));
    expect(told).toBeInstanceOf(HttpError);
    expect((told as HttpError).status).toBe(503);
    expect(apiErrorCode(told)).toBe("provider_key_missing");
    expect(serverErrorMessage(told, "")).toBe(visitorUnavailable);
    expect(String((told as Error).message)).not.toContain("OPENAI_API_KEY");
  });

  it("tells a spent quota or budget as the plain sentence too: paying or raising a limit is the operator's", () => {
    for (const code of ["quota_exceeded", "budget_exhausted", "widget_key_daily_cap"]) {
      const told = forVisitor(failure(429, code, "429: OpenAI quota exceeded; check the provider's billing."));
      expect(serverErrorMessage(told, "")).toBe(visitorUnavailable);
      expect(apiErrorCode(told)).toBe(code);
    }
  });

  it("leaves a visitor's own problem as the hub said it", () => {
    const limited = failure(429, "rate_limited", "Too many messages: wait a minute.");
    expect(serverErrorMessage(forVisitor(limited), "")).toBe("Too many messages: wait a minute.");
    expect(apiErrorCode(forVisitor(limited))).toBe("rate_limited");
    const plain = new Error("The chat stream failed");
    expect(forVisitor(plain)).toBe(plain);
    expect(isOperatorProblem(limited)).toBe(false);
    expect(isOperatorProblem(failure(401, "upstream_unauthorized", "The provider refused the key."))).toBe(true);
  });
});

describe("failureReply", () => {
  it("answers a visitor with the plain sentence, never the spec's fix for the operator", () => {
    for (const error of [
      failure(429, "rate_limited", "Too many messages: wait a minute."),
      failure(429, "quota_exceeded", "429: quota exceeded"),
      failure(502, "upstream_error", "OpenAI answered with an error (500)."),
    ]) {
      expect(failureReply(forVisitor(error))).toBe(visitorUnavailable);
    }
  });

  it("keeps the spec's replies on the hub's own pages (an error not told for a visitor)", () => {
    expect(failureReply(failure(429, "quota_exceeded", "429: quota exceeded"))).toMatch(/^API Quota Exceeded/);
    expect(failureReply(failure(401, "upstream_unauthorized", "refused"))).toMatch(/^API Key Issue/);
  });
});
