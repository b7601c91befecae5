import { describe, expect, it } from "vitest";
import { actionTone, formatActionTime, neuralNetworkEfficiency, quantumProcessingLoad } from "./dashboard-figures";

describe("dashboard figures", () => {
  it("keeps the random gauges in their documented ranges", () => {
    expect(quantumProcessingLoad(() => 0)).toBe(60);
    expect(quantumProcessingLoad(() => 0.9999)).toBe(89);
    expect(neuralNetworkEfficiency(() => 0)).toBe(85);
    expect(neuralNetworkEfficiency(() => 0.9999)).toBe(99);
  });

  it("colours emotional and safety actions apart", () => {
    expect(actionTone("emotional_support")).toBe("emotional");
    expect(actionTone("Safety-Check")).toBe("safety");
    expect(actionTone("config_saved")).toBe("default");
  });

  it("formats action times", () => {
    const now = new Date("2026-11-22T15:00:00");
    expect(formatActionTime("2026-11-22T14:05:00", now)).toBe("02:05 PM");
    expect(formatActionTime("2026-11-20T09:30:00", now)).toBe("Nov 20, 09:30 AM");
    expect(formatActionTime("yesterday", now)).toBe("yesterday");
  });
});
