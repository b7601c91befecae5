import { patternMatches } from "./oversight-pattern";

/**
 * Letters of other scripts that look like Latin ones (Unicode's confusables, the Cyrillic and Greek part that
 * matters for English rules). Written out here: no maintained npm package ships the TR39 skeleton table.
 */
const lookAlikes: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ь: "b",
  ɡ: "g",
  А: "A",
  В: "B",
  Е: "E",
  Ё: "E",
  З: "3",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  У: "Y",
  Х: "X",
  Ѕ: "S",
  І: "I",
  Ї: "I",
  Ј: "J",
  Һ: "H",
  Ԁ: "D",
  Ԛ: "Q",
  Ԝ: "W",
  Ӏ: "l",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  γ: "y",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};
const lookAlikePattern = new RegExp(`[${Object.keys(lookAlikes).join("")}]`, "gu");

/** Letters folded to the Latin ones they imitate (also applied to a rule's pattern, so rules in Russian hold). */
export function foldLookAlikes(text: string): string {
  return text.replace(lookAlikePattern, (letter) => lookAlikes[letter] ?? letter);
}

// Zero-width spaces and joiners, soft hyphens, word joiners, BOMs, variation selectors, bidi controls.
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const dashes = /\p{Pd}/gu;
const spaces = /\p{Zs}+/gu;

/**
 * What a rule is matched against: NFKC (fullwidth and styled letters to plain ones, a non-breaking space to a
 * space), invisible characters removed, every dash a hyphen, runs of spaces one space, look-alikes folded.
 */
export function normaliseForMatching(text: string): string {
  return foldLookAlikes(text.normalize("NFKC").replace(invisible, "").replace(dashes, "-").replace(spaces, " "));
}

/** The texts of one request as every rule reads them; each form is made once, when a rule first needs it. */
export interface TextsToMatch {
  texts: readonly string[];
  normalised(): readonly string[];
  /** All of them normalised and joined: with a space, and with nothing. */
  joined(): readonly [string, string];
}

export function textsToMatch(texts: readonly string[]): TextsToMatch {
  let normalised: readonly string[] | undefined;
  let joined: readonly [string, string] | undefined;
  const self: TextsToMatch = {
    texts,
    normalised: () => {
      normalised ??= texts.map(normaliseForMatching);
      return normalised;
    },
    joined: () => {
      joined ??= [self.normalised().join(" "), self.normalised().join("")];
      return joined;
    },
  };
  return self;
}

// A rule's pattern folded once (rules change only with their file).
const foldedPatterns = new Map<string, string>();
const foldedPattern = (pattern: string) => {
  let folded = foldedPatterns.get(pattern);
  if (folded === undefined) {
    if (foldedPatterns.size > 500) foldedPatterns.clear();
    folded = foldLookAlikes(pattern);
    foldedPatterns.set(pattern, folded);
  }
  return folded;
};

/**
 * Whether a rule's pattern matches the texts of one request: each as sent, each normalised, and all of them
 * joined (a phrase split over two messages, at a word or inside one), so neither Unicode look-alikes nor
 * splitting slip past a rule that blocks the plain text.
 */
export function ruleMatchesTexts(pattern: string, request: TextsToMatch): boolean {
  if (request.texts.some((text) => patternMatches(pattern, text))) return true;
  const folded = foldedPattern(pattern);
  if (request.normalised().some((text) => patternMatches(folded, text))) return true;
  if (request.texts.length < 2) return false;
  return request.joined().some((text) => patternMatches(folded, text));
}
