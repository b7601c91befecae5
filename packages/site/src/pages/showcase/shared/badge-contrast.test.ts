import { darkTheme, lightTheme, vars } from "@hub-of-minds/widgets";
import { describe, expect, it } from "vitest";
import { type BadgeTone, badgeTones } from "./badge-tones";
import { statusTones } from "./status-tones";

// WCAG 2 contrast from the badges' real colours: the theme tokens the site and widgets ship and the tints of
// badge-tones.ts. A live page shows only some statuses at a time; this covers all of them in both themes.

type Theme = typeof darkTheme;
type Rgba = readonly [r: number, g: number, b: number, a: number];

const themes: Record<string, Theme> = { light: lightTheme, dark: darkTheme };
// What a badge sits on: the page, a card or list item, a muted card.
const grounds = ["bg", "surface", "surfaceMuted"] as const;
// Badge text is 12 px bold: normal-size text for WCAG, so AA asks for 4.5:1.
const minimum = 4.5;

/** A colour of the styles: a `--hom-*` token of the theme, `#rrggbb`, `rgba(r, g, b, a)` or an sRGB color-mix. */
function parse(value: string, theme: Theme): Rgba {
  const mix = /^color-mix\(in srgb, (\S+) ([\d.]+)%, (\S+)\)$/.exec(value);
  if (mix) {
    const [a, b, share] = [parse(mix[1] ?? "", theme), parse(mix[3] ?? "", theme), Number(mix[2]) / 100];
    const channel = (i: 0 | 1 | 2 | 3) => a[i] * share + b[i] * (1 - share);
    return [channel(0), channel(1), channel(2), channel(3)];
  }
  const token = Object.entries(vars.color).find(([, reference]) => reference === value)?.[0];
  const resolved = token ? theme.color[token as keyof Theme["color"]] : value;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(resolved);
  if (hex)
    return [Number.parseInt(hex[1] ?? "", 16), Number.parseInt(hex[2] ?? "", 16), Number.parseInt(hex[3] ?? "", 16), 1];
  const rgba = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(resolved);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
  throw new Error(`cannot read the colour ${value} (${resolved})`);
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => top[i] * top[3] + bottom[i] * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of a tone's text on its own fill, laid over a ground of the theme. */
function toneContrast(tone: BadgeTone, theme: Theme, ground: (typeof grounds)[number]): number {
  const colours = badgeTones[tone];
  const fill = over(parse(colours.background, theme), parse(theme.color[ground], theme));
  return contrast(over(parse(colours.color, theme), fill), fill);
}

describe("badge contrast", () => {
  it("measures WCAG contrast, and would catch a pale badge", () => {
    expect(contrast(parse("#000000", darkTheme), parse("#ffffff", darkTheme))).toBeCloseTo(21, 5);
    expect(contrast(parse("#767676", darkTheme), parse("#ffffff", darkTheme))).toBeCloseTo(4.54, 2);
    // The light theme's muted text on a dark tint fails; so would a badge built like that.
    const pale = over(parse("rgba(255, 255, 255, 0.5)", lightTheme), parse(vars.color.surface, darkTheme));
    expect(contrast(parse(vars.color.textMuted, lightTheme), pale)).toBeLessThan(minimum);
  });

  it("keeps every badge tone of every status readable (4.5:1) in the light and the dark theme", () => {
    const checked = new Set<BadgeTone>();
    const failures: string[] = [];
    const tones = Object.entries(statusTones).flatMap(([list, statuses]) =>
      Object.entries(statuses).map(([status, tone]) => [`${list} ${status}`, tone] as const),
    );
    // Tones used without a status list (e.g. 'Popular', tags) are checked on their own.
    for (const tone of Object.keys(badgeTones) as BadgeTone[]) tones.push([`tone ${tone}`, tone]);
    for (const [what, tone] of tones) {
      for (const [name, theme] of Object.entries(themes)) {
        for (const ground of grounds) {
          const ratio = toneContrast(tone, theme, ground);
          checked.add(tone);
          if (ratio < minimum) failures.push(`${what} (${tone}) on ${name} ${ground}: ${ratio.toFixed(2)}:1`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect([...checked].sort()).toEqual(Object.keys(badgeTones).sort());
    expect(tones.length).toBeGreaterThan(30);
  });
});
