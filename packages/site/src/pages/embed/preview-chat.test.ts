import { describe, expect, it } from "vitest";
import { createPreviewSend, previewReply, previewSendImage } from "./preview-chat";

describe("the preview's local chat", () => {
  it("streams the sample reply for the chosen model without a network", async () => {
    const deltas: string[] = [];
    const reply = await createPreviewSend(0)(
      { messages: [{ role: "user", content: "Hi" }], model: "gpt-4", temperature: 0.7, maxTokens: 100 },
      { apiBase: "https://hub.example" },
      (delta) => deltas.push(delta),
    );
    expect(reply).toEqual({ content: previewReply("gpt-4"), totalTokens: null });
    expect(deltas.join("")).toBe(previewReply("gpt-4"));
    expect(deltas.length).toBeGreaterThan(10);
    expect(reply.content).toContain("spends no tokens");
  });

  it("stops when the widget aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(
      createPreviewSend(0)(
        { messages: [], model: "gpt-4o", temperature: 1, maxTokens: 10 },
        { apiBase: "", signal: controller.signal },
        () => {},
      ),
    ).rejects.toThrow("stopped");
  });

  it("draws a placeholder image locally", async () => {
    expect(await previewSendImage("a cat <script>", { apiBase: "" })).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(await previewSendImage("a cat <script>", { apiBase: "" }))).not.toContain("<script>");
  });
});
