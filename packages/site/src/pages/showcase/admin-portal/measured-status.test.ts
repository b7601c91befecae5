import { adminStatusCards } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { responseTimeCard, withMeasuredResponseTime } from "./measured-status";

describe("the portal's measured response time", () => {
  it("replaces only the API Response Time card's value with the measured milliseconds", () => {
    const cards = withMeasuredResponseTime(adminStatusCards, 37.6);
    expect(cards.find((card) => card.name === responseTimeCard)).toEqual({
      name: responseTimeCard,
      value: "38 ms",
      status: "good",
      trend: "stable",
    });
    expect(cards.filter((card) => card.name !== responseTimeCard)).toEqual(
      adminStatusCards.filter((card) => card.name !== responseTimeCard),
    );
  });

  it("marks a slow answer as a warning", () => {
    const card = withMeasuredResponseTime(adminStatusCards, 1500).find((entry) => entry.name === responseTimeCard);
    expect(card).toMatchObject({ value: "1500 ms", status: "warning" });
  });
});
