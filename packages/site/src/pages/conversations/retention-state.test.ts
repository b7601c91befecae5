import { describe, expect, it } from "vitest";
import {
  initialRetentionState,
  type RetentionEvent,
  reduceRetention,
  retentionBounds,
  retentionChanged,
  retentionDraft,
  retentionSentence,
} from "./retention-state";

const run = (...events: RetentionEvent[]) => events.reduce(reduceRetention, initialRetentionState);

describe("the retention setting", () => {
  it("takes its bounds from the contract", () => {
    expect(retentionBounds).toEqual({ min: 1, max: 3650 });
  });

  it("shows what the server holds once loaded", () => {
    expect(initialRetentionState.status.kind).toBe("loading");
    const forever = run({ type: "loaded", settings: { retentionDays: null } });
    expect(forever).toMatchObject({ choice: "forever", status: { kind: "idle" } });
    expect(retentionChanged(forever)).toBe(false);
    const days = run({ type: "loaded", settings: { retentionDays: 90 } });
    expect(days).toMatchObject({ choice: "days", days: "90" });
    const typing = reduceRetention(days, { type: "days", days: "12" });
    expect(reduceRetention(typing, { type: "loaded", settings: { retentionDays: 90 } })).toBe(typing);
  });

  it("turns the form into the settings to save, or a sentence for a number the server refuses", () => {
    const loaded = run({ type: "loaded", settings: { retentionDays: null } });
    expect(retentionDraft(loaded)).toEqual({ settings: { retentionDays: null } });
    const thirty = reduceRetention(loaded, { type: "choose", choice: "days" });
    expect(retentionDraft(thirty)).toEqual({ settings: { retentionDays: 30 } });
    expect(retentionChanged(thirty)).toBe(true);
    for (const typed of ["0", "3651", "2.5", "", "ten"]) {
      expect(retentionDraft(reduceRetention(thirty, { type: "days", days: typed }))).toEqual({
        problem: "Enter a whole number of days from 1 to 3,650.",
      });
    }
    expect(retentionDraft(reduceRetention(thirty, { type: "days", days: " 3650 " }))).toEqual({
      settings: { retentionDays: 3650 },
    });
  });

  it("goes through saving to saved, and keeps the form after a failure", () => {
    const saving = run(
      { type: "loaded", settings: { retentionDays: null } },
      { type: "choose", choice: "days" },
      { type: "saving" },
    );
    expect(saving.status.kind).toBe("saving");
    const saved = reduceRetention(saving, { type: "saved", settings: { retentionDays: 30 } });
    expect(saved).toMatchObject({ status: { kind: "saved" }, saved: { retentionDays: 30 } });
    expect(retentionChanged(saved)).toBe(false);
    const failed = reduceRetention(saving, { type: "failed", text: "The setting was not saved." });
    expect(failed).toMatchObject({ choice: "days", status: { kind: "failed" } });
  });

  it("says plainly what each setting deletes", () => {
    expect(retentionSentence(null)).toBe("Threads are kept until you delete them, or a visitor deletes their data.");
    expect(retentionSentence(1)).toContain("no new message for a day are deleted for good");
    expect(retentionSentence(1000)).toContain("for 1,000 days are deleted for good, with their messages and ratings");
  });
});
