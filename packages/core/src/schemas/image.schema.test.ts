import { describe, expect, it } from "vitest";
import { imageGenerationRequestSchema, imageGenerationResponseSchema } from "./image.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("image schemas", () => {
  it("accepts both documented bodies", () => {
    const short = { prompt: "a fox", size: "1024x1024", quality: "standard" };
    expect(imageGenerationRequestSchema.parse(short)).toEqual(short);
    const full = { ...short, model: "dall-e-3", n: 1 };
    expect(imageGenerationRequestSchema.parse(full)).toEqual(full);
  });

  it("names unknown sizes, blank prompts and bad counts", () => {
    expect(
      paths(imageGenerationRequestSchema.safeParse({ prompt: " ", size: "640x480", quality: "standard" })),
    ).toEqual(["prompt", "size"]);
    const many = { prompt: "a fox", size: "1024x1024", quality: "hd", model: "dall-e-3", n: 2 };
    expect(paths(imageGenerationRequestSchema.safeParse(many))).toEqual(["n"]);
    expect(imageGenerationRequestSchema.safeParse({ ...many, model: "dall-e-2" }).success).toBe(true);
  });

  it("reads data[0].url", () => {
    expect(imageGenerationResponseSchema.parse({ data: [{ url: "https://img/1.png" }] }).data[0]?.url).toBe(
      "https://img/1.png",
    );
    expect(paths(imageGenerationResponseSchema.safeParse({ data: [{}] }))).toEqual(["data.0.url"]);
  });
});
