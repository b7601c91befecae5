import { type ReadingLevel, readingLevel } from "./reading-thresholds";
import * as css from "./ui.css";

const badges: Record<Exclude<ReadingLevel, "normal">, { text: string; className: string }> = {
  warning: { text: "High", className: css.badge.warning },
  critical: { text: "Critical", className: css.badge.danger },
};

/** Says in words (not colour alone) that a reading is past a threshold; nothing for a normal one. */
export function ReadingLevelBadge({ percent }: { percent: number }) {
  const level = readingLevel(percent);
  if (level === "normal") return null;
  const badge = badges[level];
  return (
    <span className={badge.className} data-testid="reading-level" data-level={level}>
      {badge.text}
    </span>
  );
}
