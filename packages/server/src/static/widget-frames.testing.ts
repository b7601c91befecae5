import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { WidgetFrames } from "./widget-frame-page";

/** A frames.json as the widgets build writes it (from the element definitions), with the chat page only. */
export const testFrames: WidgetFrames = {
  chatgpt: {
    tag: "hom-chat",
    title: "ChatGPT",
    attributes: ["theme", "publishable-key", "model", "personality", "user-id", "user-hash"],
  },
};

/** Writes `testFrames` into a widgets folder. */
export function writeTestFrames(widgetsDir: string): void {
  writeFileSync(join(widgetsDir, "frames.json"), JSON.stringify(testFrames));
}
