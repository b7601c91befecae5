import { classifyChatError, HttpError, serverErrorMessage } from "@hub-of-minds/core";
import { VisitorChatError } from "@hub-of-minds/widgets";
import { describe, expect, it } from "vitest";
import { forAudience, isOperatorProblem, visitorUnavailable } from "./audience-error";

const keyMissing = new HttpError(
  503,
  "Service Unavailable",
  JSON.stringify({ code: "provider_key_missing", message: "No OpenAI key: set OPENAI_API_KEY on the server." }),
);

describe("chat failures by audience", () => {
  it("tells a visitor one plain sentence, never the operator's instruction", () => {
    const told = forAudience(keyMissing, undefined);
    expect(serverErrorMessage(told, "")).toBe(visitorUnavailable);
    expect(String((told as Error).message)).not.toContain("OPENAI_API_KEY");
  });

  it("tells an administrator the cause and where to fix it", () => {
    expect(serverErrorMessage(forAudience(keyMissing, "admin"), "")).toBe(
      "No OpenAI key: set OPENAI_API_KEY on the server. Fix it on the API Configuration page.",
    );
  });

  it("keeps the status and code (the kind of failure reads the same)", () => {
    expect(classifyChatError(forAudience(keyMissing, undefined))).toBe(classifyChatError(keyMissing));
    const quota = new HttpError(429, "Too Many Requests", JSON.stringify({ code: "quota_exceeded", message: "x" }));
    expect(classifyChatError(forAudience(quota, "customer"))).toBe("quota");
  });

  it("turns a lost connection into the visitor's sentence", () => {
    expect(serverErrorMessage(forAudience(new TypeError("Failed to fetch"), undefined), "")).toBe(visitorUnavailable);
  });

  it("marks a visitor's failure as told for a visitor (so the chat's reply is the plain sentence), not an administrator's", () => {
    expect(forAudience(keyMissing, undefined)).toBeInstanceOf(VisitorChatError);
    expect(forAudience(keyMissing, "customer")).toBeInstanceOf(VisitorChatError);
    expect(forAudience(new TypeError("Failed to fetch"), undefined)).toBeInstanceOf(VisitorChatError);
    expect(forAudience(keyMissing, "admin")).not.toBeInstanceOf(VisitorChatError);
  });

  it("knows which failures are the operator's", () => {
    expect(isOperatorProblem(keyMissing)).toBe(true);
    expect(isOperatorProblem(new HttpError(500, "x", "oops"))).toBe(false);
  });
});
