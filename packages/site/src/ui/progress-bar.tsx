import * as css from "./ui.css";

/** A labelled bar; `percent` is clamped to 0-100. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      className={css.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={css.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}
