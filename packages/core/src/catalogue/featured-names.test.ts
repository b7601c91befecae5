import { describe, expect, it } from "vitest";
import { featuredPersonalityNames } from "./featured-names";
import { personalitiesWidgetEntries } from "./personalities-widget.view";

describe("featuredPersonalityNames", () => {
  it("equals the names of the catalogue's featured personalities, in order", () => {
    expect(featuredPersonalityNames).toEqual(personalitiesWidgetEntries().map((entry) => entry.name));
    expect(featuredPersonalityNames).toHaveLength(12);
  });
});
