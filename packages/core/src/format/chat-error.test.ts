import { describe, expect, it } from "vitest";
import { HttpError } from "../api/http";
import { chatErrorReplies, chatErrorReply, classifyChatError, serverErrorMessage } from "./chat-error";

describe("classifyChatError", () => {
  it("puts quota and 429 first", () => {
    expect(classifyChatError(new HttpError(429, "Too Many Requests", ""))).toBe("quota");
    expect(classifyChatError(new Error("500: You exceeded your current Quota"))).toBe("quota");
    expect(classifyChatError("401: insufficient quota")).toBe("quota");
  });

  it("then 401 and unauthorized", () => {
    expect(classifyChatError(new HttpError(401, "Unauthorized", ""))).toBe("auth");
    expect(classifyChatError(new Error("502: Unauthorized key"))).toBe("auth");
  });

  it("reads the server's code before the text", () => {
    const body = (code: string) => JSON.stringify({ code, message: "Something went wrong." });
    expect(classifyChatError(new HttpError(502, "Bad Gateway", body("quota_exceeded")))).toBe("quota");
    expect(classifyChatError(new HttpError(503, "Unavailable", body("provider_key_missing")))).toBe("auth");
    expect(classifyChatError(new HttpError(502, "Bad Gateway", body("upstream_error")))).toBe("other");
  });

  it("else other, with the documented text", () => {
    expect(classifyChatError(new Error("500: boom"))).toBe("other");
    expect(chatErrorReply(new Error("500: boom"))).toBe(
      "Sorry, I encountered an error. Please try again or check your API configuration.",
    );
  });

  it("explains quota and key problems", () => {
    expect(chatErrorReply("429")).toBe(chatErrorReplies.quota);
    expect(chatErrorReplies.quota).toMatch(/payment method[\s\S]*limit[\s\S]*reset/);
    expect(chatErrorReplies.auth.startsWith("API Key Issue")).toBe(true);
  });
});

describe("serverErrorMessage", () => {
  it("shows the sentence of the one error shape, else the body text", () => {
    const problem = '{"code":"quota_exceeded","message":"The API quota of this key is used up."}';
    expect(serverErrorMessage(new HttpError(429, "Too Many Requests", problem), "x")).toBe(
      "The API quota of this key is used up.",
    );
    expect(serverErrorMessage(new HttpError(500, "Server Error", '{"error":"not our shape"}'), "x")).toBe(
      '{"error":"not our shape"}',
    );
    expect(serverErrorMessage(new HttpError(502, "Bad Gateway", "upstream gone"), "x")).toBe("upstream gone");
    expect(serverErrorMessage(new HttpError(502, "Bad Gateway", ""), "x")).toBe("502: Bad Gateway");
  });

  it("falls back when there is nothing to show", () => {
    expect(serverErrorMessage(new Error("offline"), "Failed")).toBe("offline");
    expect(serverErrorMessage(undefined, "Failed to get response from ChatGPT")).toBe(
      "Failed to get response from ChatGPT",
    );
  });
});
