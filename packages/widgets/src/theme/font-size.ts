import { vars } from "./theme.css";

/**
 * A font size in the 14px design, scaled by `--hom-font-size` (14px by default): calc() rather than em, so
 * nested text never compounds.
 */
export const fontSize = (px: number) => `calc(${vars.font.size} * ${Number((px / 14).toFixed(4))})`;
