export {
  type AvatarColors,
  type AvatarInput,
  type AvatarShape,
  avatarAccentColors,
  avatarAccentFor,
  avatarColorsFor,
  avatarDataUrl,
  avatarDefaultSize,
  avatarHash,
  avatarShapeFor,
  avatarShapes,
  generateAvatarSvg,
} from "./avatar";
