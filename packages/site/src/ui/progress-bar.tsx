import { vars } from "@hub-of-minds/widgets/theme";
import type { ReadingLevel } from "./reading-thresholds";
import * as css from "./ui.css";

/** A reading past a threshold is not drawn in the calm colour of a low one. */
const levelColour: Record<ReadingLevel, string | undefined> = {
  normal: undefined,
  warning: vars.color.warning,
  critical: vars.color.danger,
};

/** A labelled bar; `percent` is clamped to 0-100; `level` colours it (see reading-thresholds). */
export function ProgressBar({ label, percent, level }: { label: string; percent: number; level?: ReadingLevel }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const colour = level ? levelColour[level] : undefined;
  return (
    <div
      className={css.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={css.progressFill} style={{ width: `${value}%`, ...(colour ? { background: colour } : {}) }} />
    </div>
  );
}
