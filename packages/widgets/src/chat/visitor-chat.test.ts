import { apiErrorCode, HttpError, serverErrorMessage } from "@hub-of-minds/core/protocol";
import { describe, expect, it } from "vitest";
import { forVisitor, isOperatorProblem, visitorUnavailable } from "./visitor-chat";

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

  it("leaves a visitor's own problem as the hub said it", () => {
    const limited = failure(429, "rate_limited", "Too many messages: wait a minute.");
    expect(forVisitor(limited)).toBe(limited);
    const plain = new Error("The chat stream failed");
    expect(forVisitor(plain)).toBe(plain);
    expect(isOperatorProblem(limited)).toBe(false);
    expect(isOperatorProblem(failure(401, "upstream_unauthorized", "The provider refused the key."))).toBe(true);
  });
});
