import { describe, expect, it } from "vitest";
import { type AiModel, aiModelSchema } from "./ai-model.schema";
import {
  customerCatalogueBadgeLabels,
  customerCatalogueView,
  customerPersonalityCard,
  listAiModels,
  personalityToAiModel,
} from "./customer-catalogue.view";
import { findPersonality } from "./personality-lookup";

const model = (overrides: Partial<AiModel>): AiModel => ({
  id: "m",
  displayName: "model",
  category: "creative",
  description: "",
  personalityTraits: { primary: [] },
  expertise: [],
  appearance: { style: "" },
  voiceStyle: "",
  ...overrides,
});

describe("AI models", () => {
  it("maps a personality onto the spec's AI model shape", () => {
    const eve = findPersonality("eve");
    if (!eve) throw new Error("eve missing");
    const { avatarUrl, ...rest } = personalityToAiModel(eve);
    expect(rest).toEqual({
      id: "eve",
      displayName: "Eve",
      category: "cybernetic-elite",
      gender: "female",
      professionalLevel: "master",
      description: eve.description,
      personalityTraits: { primary: ["Empathetic", "Intuitive", "Warm", "Protective"] },
      expertise: eve.expertise,
      appearance: { style: "Soft silver hair, luminous pearl-white coat, kind eyes" },
      voiceStyle: "Warm, clear soprano with gentle pauses",
    });
    expect(avatarUrl?.startsWith("data:image/svg+xml,%3Csvg")).toBe(true);
  });

  it("lists all 56 and every one passes the client's schema", () => {
    const models = listAiModels();
    expect(models).toHaveLength(56);
    expect(models.filter((m) => !aiModelSchema.safeParse(m).success)).toEqual([]);
  });

  it("accepts a model without gender, level or avatar but not an unknown category", () => {
    expect(aiModelSchema.safeParse(model({})).success).toBe(true);
    expect(aiModelSchema.safeParse({ ...model({}), category: "sports" }).success).toBe(false);
  });
});

describe("customer catalogue view", () => {
  const view = customerCatalogueView(listAiModels());

  it("groups in the spec's category order with counts", () => {
    expect(view.groups.map((g) => [g.category, g.label, g.count, g.cards.length])).toEqual([
      ["professional", "Professional", 8, 8],
      ["educational", "Educational", 7, 7],
      ["creative", "Creative", 7, 7],
      ["analytical", "Analytical", 6, 6],
      ["lifestyle", "Lifestyle", 6, 6],
      ["finance", "Finance", 6, 6],
      ["marketing", "Marketing", 6, 6],
      ["cybernetic-elite", "Cybernetic Elite", 5, 5],
      ["cybernetic-legends", "Cybernetic Legends", 5, 5],
    ]);
  });

  it("hides empty groups", () => {
    const partial = customerCatalogueView([model({ id: "a", category: "marketing" }), model({ id: "b" })]);
    expect(partial.groups.map((g) => [g.category, g.count])).toEqual([
      ["creative", 1],
      ["marketing", 1],
    ]);
  });

  it("prints the fixed badges and the specialists as total minus 8", () => {
    expect(view.badges).toEqual({ total: 56, male: 4, female: 4, specialists: 48 });
    expect(customerCatalogueBadgeLabels(view.badges)).toEqual(["Male: 4", "Female: 4", "Specialists: 48"]);
  });

  it("builds a card with the first 3 expertise items and '+N more'", () => {
    const card = view.groups[0]?.cards[0];
    expect(card && { ...card, avatarUrl: card.avatarUrl !== null }).toEqual({
      id: "marcus-vale",
      displayName: "Marcus Vale",
      initial: "M",
      avatarUrl: true,
      gender: "male",
      professionalLevel: "principal",
      description:
        "A seasoned boardroom strategist who turns ambiguous goals into clear plans, sharp priorities and decisions leaders can defend.",
      traits: ["Decisive", "Composed", "Candid"],
      expertise: ["Corporate strategy", "Board communication", "Mergers and acquisitions"],
      moreExpertise: 2,
      moreExpertiseLabel: "+2 more",
      appearanceStyle: "Tailored charcoal suit, silver temples, steady gaze",
      voiceStyle: "Measured baritone, concise and reassuring",
    });
  });

  it("falls back to 'neutral', 'expert' and the initial, and drops '+N more' at 3 items or fewer", () => {
    const card = customerPersonalityCard(model({ displayName: "nova", expertise: ["a", "b", "c"] }));
    expect([card.gender, card.professionalLevel, card.avatarUrl, card.initial]).toEqual([
      "neutral",
      "expert",
      null,
      "N",
    ]);
    expect([card.expertise, card.moreExpertise, card.moreExpertiseLabel]).toEqual([["a", "b", "c"], 0, null]);
  });
});
