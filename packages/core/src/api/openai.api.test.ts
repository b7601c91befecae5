import { describe, expect, it } from "vitest";
import { createChatCompletion } from "./chat.api";
import { installFakeFetch, sentJson } from "./http-fake.testing";
import { createImageGenerate, createImageGenerations } from "./images.api";

const chatBody = {
  messages: [{ role: "user" as const, content: "Hi" }],
  model: "gpt-4o" as const,
  temperature: 0.7,
  maxTokens: 2048,
};

describe("openai proxy calls", () => {
  it("posts a chat completion and reads the answer", async () => {
    const { calls } = installFakeFetch({
      body: '{"choices":[{"message":{"role":"assistant","content":"Hello!"}}],"usage":{"total_tokens":9}}',
    });
    const answer = await createChatCompletion(chatBody);
    expect(answer.choices[0]?.message.content).toBe("Hello!");
    expect(answer.usage.total_tokens).toBe(9);
    expect(calls[0]?.url).toBe("/api/openai/chat/completions");
    expect(calls[0]?.init.method).toBe("POST");
    expect(sentJson(calls[0])).toEqual({ ...chatBody, stream: false });
  });

  it("keeps the server message of a failed chat", async () => {
    installFakeFetch({ status: 429, statusText: "Too Many Requests", body: '{"message":"You exceeded your quota"}' });
    await expect(createChatCompletion(chatBody)).rejects.toThrow('429: {"message":"You exceeded your quota"}');
  });

  it("posts images to both documented paths", async () => {
    const { calls } = installFakeFetch({ body: '{"data":[{"url":"https://img/1.png"}]}' });
    const body = { prompt: "a fox", size: "1024x1024", quality: "standard" } as const;
    expect((await createImageGenerations(body)).data[0]?.url).toBe("https://img/1.png");
    expect((await createImageGenerate({ ...body, model: "dall-e-3", n: 1 })).data[0]?.url).toBe("https://img/1.png");
    expect(calls.map((call) => call.url)).toEqual(["/api/openai/images/generations", "/api/openai/images/generate"]);
    expect(sentJson(calls[0])).toEqual(body);
    expect(sentJson(calls[1])).toEqual({ ...body, model: "dall-e-3", n: 1 });
  });
});
