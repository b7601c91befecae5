import * as css from "./showcase.css";

interface MeterProps {
  label: string;
  /** 0-100. */
  value: number;
  /** What the reader sees beside the label; defaults to the value with one decimal and '%'. */
  valueText?: string;
  /** The bar's accessible name when the visible label repeats (e.g. 'Progress' on every card). */
  ariaLabel?: string;
}

/** A labelled horizontal bar for any 0-100 figure (levels, progress, usage). */
export function Meter({ label, value, valueText, ariaLabel }: MeterProps) {
  const clamped = Math.min(100, Math.max(0, value));
  const text = valueText ?? `${clamped.toFixed(1)}%`;
  return (
    <div>
      <div className={css.meterLabel}>
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div
        className={css.meterTrack}
        role="progressbar"
        aria-label={ariaLabel ?? label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped * 10) / 10}
        aria-valuetext={text}
      >
        <div className={css.meterFill} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
