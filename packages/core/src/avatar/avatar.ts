/** What the generated avatar is drawn from (spec 000, /customer "Generated avatar"). */
export interface AvatarInput {
  name: string;
  specialty: string;
  consciousness: number;
  /** Any level; infinite, cosmic and transcendent have their own accent, the rest share the default. */
  transcendenceLevel: string;
}

export const avatarShapes = [
  "circle",
  "square",
  "diamond",
  "triangle",
  "pentagon",
  "hexagon",
  "octagon",
  "star",
  "burst",
  "cross",
  "ring",
  "drop",
] as const;
export type AvatarShape = (typeof avatarShapes)[number];

export const avatarAccentColors = {
  infinite: "#f5c542",
  cosmic: "#a78bfa",
  transcendent: "#22d3ee",
  default: "#94a3b8",
} as const;

export const avatarDefaultSize = 64;

/** FNV-1a over UTF-16 code units: tiny, stable across platforms, good enough to spread names. */
export function avatarHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function avatarShapeFor(name: string): AvatarShape {
  return avatarShapes[avatarHash(name) % avatarShapes.length] as AvatarShape;
}

export function avatarAccentFor(transcendenceLevel: string): string {
  switch (transcendenceLevel) {
    case "infinite":
    case "cosmic":
    case "transcendent":
      return avatarAccentColors[transcendenceLevel];
    default:
      return avatarAccentColors.default;
  }
}

export interface AvatarColors {
  /** Gradient start and end of the shape's fill. */
  from: string;
  to: string;
  background: string;
  accent: string;
}

/** Hue from the specialty; consciousness 80-100 drives saturation 45-85% and lightness 40-58%. */
export function avatarColorsFor(input: AvatarInput): AvatarColors {
  const hue = avatarHash(input.specialty) % 360;
  const consciousness = Number.isFinite(input.consciousness) ? input.consciousness : 0;
  const t = Math.min(1, Math.max(0, (consciousness - 80) / 20));
  const saturation = 45 + Math.round(t * 40);
  const lightness = 40 + Math.round(t * 18);
  return {
    from: `hsl(${hue}, ${saturation}%, ${lightness}%)`,
    to: `hsl(${(hue + 36) % 360}, ${saturation}%, ${lightness - 14}%)`,
    background: `hsl(${hue}, 30%, 14%)`,
    accent: avatarAccentFor(input.transcendenceLevel),
  };
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const round2 = (value: number): string => String(Math.round(value * 100) / 100);

/** Points of a polygon around (50, 50); `inner` alternates radii to make a star. */
function polygon(corners: number, radius: number, startDeg: number, inner?: number): string {
  const count = inner === undefined ? corners : corners * 2;
  const points: string[] = [];
  for (let index = 0; index < count; index++) {
    const r = inner !== undefined && index % 2 === 1 ? inner : radius;
    const angle = ((startDeg + (360 / count) * index) * Math.PI) / 180;
    points.push(`${round2(50 + r * Math.cos(angle))},${round2(50 + r * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(" ")}"/>`;
}

// Drawn in a 100x100 box, inside the accent ring (radius 46).
const shapeMarkup: Record<AvatarShape, string> = {
  circle: '<circle cx="50" cy="50" r="34"/>',
  square: '<rect x="22" y="22" width="56" height="56" rx="9"/>',
  diamond: polygon(4, 38, -90),
  triangle: polygon(3, 38, -90),
  pentagon: polygon(5, 36, -90),
  hexagon: polygon(6, 35, -90),
  octagon: polygon(8, 35, -22.5),
  star: polygon(5, 38, -90, 16),
  burst: polygon(8, 37, -90, 22),
  cross: '<path d="M40 16h20v24h24v20H60v24H40V60H16V40h24z"/>',
  ring: '<path fill-rule="evenodd" d="M16 50a34 34 0 1 0 68 0a34 34 0 1 0-68 0zM34 50a16 16 0 1 0 32 0a16 16 0 1 0-32 0z"/>',
  drop: '<path d="M50 14C58 28 80 44 80 60a30 30 0 0 1-60 0c0-16 22-32 30-46z"/>',
};

/**
 * A deterministic SVG avatar: the shape comes from the name, the fill from specialty and consciousness,
 * the ring from the transcendence level. Input text only reaches the markup escaped.
 */
export function generateAvatarSvg(input: AvatarInput, size: number = avatarDefaultSize): string {
  if (!Number.isFinite(size) || size <= 0) throw new RangeError(`avatar size must be a positive number, got ${size}`);
  const colors = avatarColorsFor(input);
  const key = `${input.name}|${input.specialty}|${input.consciousness}|${input.transcendenceLevel}`;
  // Unique per input so several avatars inlined in one page keep their own gradient.
  const gradientId = `hom-avatar-${avatarHash(key).toString(36)}`;
  const label = escapeXml(input.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/>` +
    "</linearGradient></defs>" +
    `<circle cx="50" cy="50" r="48" fill="${colors.background}"/>` +
    `<circle cx="50" cy="50" r="45" fill="none" stroke="${colors.accent}" stroke-width="3"/>` +
    `<g fill="url(#${gradientId})" stroke="${colors.accent}" stroke-width="1.5" stroke-linejoin="round">` +
    `${shapeMarkup[avatarShapeFor(input.name)]}</g></svg>`
  );
}

/** The avatar as a `data:` URL for an `<img src>`; percent-encoded, so no base64 is needed. */
export function avatarDataUrl(input: AvatarInput, size: number = avatarDefaultSize): string {
  return `data:image/svg+xml,${encodeURIComponent(generateAvatarSvg(input, size))}`;
}
