import { describe, expect, it } from "vitest";
import {
  type AvatarInput,
  avatarAccentColors,
  avatarAccentFor,
  avatarColorsFor,
  avatarDataUrl,
  avatarHash,
  avatarShapeFor,
  avatarShapes,
  generateAvatarSvg,
} from "./avatar";

const eve: AvatarInput = {
  name: "Eve",
  specialty: "Emotional intelligence",
  consciousness: 99,
  transcendenceLevel: "infinite",
};

describe("generated avatar", () => {
  it("hashes with FNV-1a", () => {
    expect(avatarHash("")).toBe(0x811c9dc5);
    expect(avatarHash("a")).toBe(0xe40c292c);
  });

  it("gives the same SVG for the same input and another for another name", () => {
    expect(generateAvatarSvg(eve)).toBe(generateAvatarSvg({ ...eve }));
    expect(generateAvatarSvg(eve)).not.toBe(generateAvatarSvg({ ...eve, name: "Adam" }));
  });

  it("draws a fixed SVG for a fixed input", () => {
    expect(generateAvatarSvg({ name: "a", specialty: "", consciousness: 90, transcendenceLevel: "cosmic" }, 32)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 100 100" role="img" aria-label="a">' +
        "<title>a</title>" +
        '<defs><linearGradient id="hom-avatar-14l8cu5" x1="0" y1="0" x2="1" y2="1">' +
        '<stop offset="0" stop-color="hsl(61, 65%, 49%)"/><stop offset="1" stop-color="hsl(97, 65%, 35%)"/>' +
        "</linearGradient></defs>" +
        '<circle cx="50" cy="50" r="48" fill="hsl(61, 30%, 14%)"/>' +
        '<circle cx="50" cy="50" r="45" fill="none" stroke="#a78bfa" stroke-width="3"/>' +
        '<g fill="url(#hom-avatar-14l8cu5)" stroke="#a78bfa" stroke-width="1.5" stroke-linejoin="round">' +
        '<polygon points="50,14 84.24,38.88 71.16,79.12 28.84,79.12 15.76,38.88"/></g></svg>',
    );
  });

  it("reaches all 12 shapes", () => {
    expect(avatarShapes).toHaveLength(12);
    const names = Array.from({ length: 60 }, (_, index) => `Mind ${index}`);
    expect(new Set(names.map(avatarShapeFor)).size).toBe(12);
    expect(["Eve", "Adam", "Genesis", "Solace"].map(avatarShapeFor)).toEqual(["hexagon", "ring", "square", "circle"]);
    const markup = new Set(names.map((name) => generateAvatarSvg({ ...eve, name }).split("stroke-linejoin")[1]));
    expect(markup.size).toBe(12);
  });

  it("colours by specialty (hue) and consciousness (saturation, lightness)", () => {
    const base = avatarColorsFor(eve);
    expect(base).toEqual({
      from: "hsl(50, 83%, 57%)",
      to: "hsl(86, 83%, 43%)",
      background: "hsl(50, 30%, 14%)",
      accent: "#f5c542",
    });
    expect(avatarColorsFor({ ...eve, specialty: "Music composition" }).from).not.toBe(base.from);
    expect(avatarColorsFor({ ...eve, consciousness: 84 }).from).not.toBe(base.from);
    // Out-of-range and non-numeric consciousness clamp instead of producing NaN.
    expect(avatarColorsFor({ ...eve, consciousness: Number.NaN }).from).toMatch(/^hsl\(\d+, 45%, 40%\)$/);
    expect(avatarColorsFor({ ...eve, consciousness: 500 }).from).toMatch(/^hsl\(\d+, 85%, 58%\)$/);
  });

  it("picks the accent by transcendence level, with a default for the rest", () => {
    expect(["infinite", "cosmic", "transcendent", "evolving", "emerging"].map(avatarAccentFor)).toEqual([
      "#f5c542",
      "#a78bfa",
      "#22d3ee",
      "#94a3b8",
      "#94a3b8",
    ]);
    expect(new Set(Object.values(avatarAccentColors)).size).toBe(4);
    expect(generateAvatarSvg(eve)).toContain('stroke="#f5c542"');
    expect(generateAvatarSvg({ ...eve, transcendenceLevel: "cosmic" })).toContain('stroke="#a78bfa"');
  });

  it("escapes input that lands in the markup", () => {
    const svg = generateAvatarSvg({ ...eve, name: `<script>alert("x")</script>&'` });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</title>");
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"');
  });

  it("sizes the SVG and refuses sizes that are not positive numbers", () => {
    expect(generateAvatarSvg(eve)).toContain('width="64" height="64"');
    expect(generateAvatarSvg(eve, 128)).toContain('width="128" height="128"');
    expect(() => generateAvatarSvg(eve, 0)).toThrow(RangeError);
    expect(() => generateAvatarSvg(eve, Number.NaN)).toThrow(RangeError);
  });

  it("makes a percent-encoded data URL", () => {
    const url = avatarDataUrl(eve, 48);
    expect(url.startsWith("data:image/svg+xml,%3Csvg%20xmlns%3D%22http")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(generateAvatarSvg(eve, 48));
  });
});
