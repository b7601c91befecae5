import { personalityCatalogue } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import {
  answeredBy,
  countText,
  dateTimeText,
  excerpt,
  personalityName,
  personalityOptions,
  visitorLabel,
} from "./thread-format";

const eve = personalityCatalogue.find((personality) => personality.id === "eve");

describe("how the inbox names things", () => {
  it("names a personality from the catalogue, and a plain chat by its model", () => {
    expect(personalityName("eve")).toBe(eve?.name);
    expect(personalityName("custom-bot")).toBe("custom-bot");
    expect(answeredBy({ personalityId: null, model: "gpt-4o-mini" })).toBe("gpt-4o-mini");
    expect(answeredBy({ personalityId: "eve", model: "gpt-4o-mini" })).toBe(eve?.name);
  });

  it("offers the catalogue's personalities and any other one seen, once each, by name", () => {
    const options = personalityOptions(["eve", "custom-bot", null, "custom-bot"]);
    expect(options).toHaveLength(personalityCatalogue.length + 1);
    expect(options.filter((option) => option.id === "custom-bot")).toEqual([{ id: "custom-bot", name: "custom-bot" }]);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("says whom a thread belongs to", () => {
    expect(visitorLabel({ visitorId: "u:user-42", userId: "user-42" })).toBe("Signed-in user user-42");
    expect(visitorLabel({ visitorId: "a:acct1", userId: null })).toBe("A hub account (on /browser)");
    expect(visitorLabel({ visitorId: "v_abcdefghijklmnop", userId: null })).toBe(
      "Anonymous visitor v_abcdefghijklmnop",
    );
    expect(visitorLabel({ visitorId: "v_abcdefghijklmnop", userId: null }, true)).toBe("Anonymous visitor abcdefgh…");
  });

  it("writes dates in UTC, like the date filters", () => {
    expect(dateTimeText("2026-05-12T23:30:00.000Z")).toBe("12 May 2026, 23:30 UTC");
  });

  it("counts in words, and cuts long sources at a word", () => {
    expect(countText(1, "message")).toBe("1 message");
    expect(countText(1200, "token")).toBe("1,200 tokens");
    expect(countText(2, "memory entry", "memory entries")).toBe("2 memory entries");
    expect(excerpt("Short text.")).toBe("Short text.");
    const cut = excerpt(`${"word ".repeat(60)}end`, 40);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
  });
});
