import { describe, expect, it } from "vitest";
import { customerPackageCards } from "./customer-packages.view";
import { personalityCatalogue } from "./personalities.data";

describe("customer package cards", () => {
  it("name the sample personalities", () => {
    const cards = customerPackageCards();
    expect(cards[0]).toMatchObject({
      name: "Executive",
      tiers: ["Professional", "Enterprise"],
      sampleNames: ["Marcus Vale", "Orion Hale", "Accord", "Cadence"],
    });
    expect(cards.map((card) => card.sampleNames.length)).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it("leave out samples the catalogue lacks", () => {
    const withoutAccord = personalityCatalogue.filter((p) => p.id !== "accord");
    expect(customerPackageCards(withoutAccord)[0]?.sampleNames).toEqual(["Marcus Vale", "Orion Hale", "Cadence"]);
  });
});
