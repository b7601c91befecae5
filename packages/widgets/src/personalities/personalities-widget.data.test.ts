import { personalitiesWidgetEntries } from "@hub-of-minds/core/protocol";
import { describe, expect, it } from "vitest";
import { personalitiesWidgetData } from "./personalities-widget.data";

describe("personalitiesWidgetData", () => {
  it("equals core's personalitiesWidgetEntries(), entry by entry", () => {
    expect(personalitiesWidgetData).toEqual(personalitiesWidgetEntries());
    expect(personalitiesWidgetData).toHaveLength(12);
  });
});
