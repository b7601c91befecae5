import type { ReactNode } from "react";
import { errorSentence } from "./error-sentence";
import { SkeletonBlock, SkeletonCard } from "./skeleton";
import * as css from "./ui.css";

/**
 * A load in progress, in the shape of what loads: rows of a list (the default), a page's cards (`page`: an
 * account header and its cards), or charts (`charts`: one block per chart, of its height). The label is for
 * screen readers; the eye sees the shape.
 */
export function LoadingState({
  label,
  shape = "rows",
  chartHeights = [180],
}: {
  label: string;
  shape?: "rows" | "page" | "charts";
  /** With `charts`: each chart's height, as given to LineChart (its legend adds 40 px). */
  chartHeights?: readonly number[];
}) {
  if (shape === "rows") return <SkeletonRows rows={4} label={label} />;
  if (shape === "charts") {
    return (
      <div className={css.stack} role="status" data-testid="charts-skeleton">
        <span className={css.visuallyHidden}>{label}</span>
        {chartHeights.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder charts have no identity
          <SkeletonBlock key={index} height={height + 40} />
        ))}
      </div>
    );
  }
  return (
    <div className={css.stack} role="status" data-testid="page-skeleton">
      <span className={css.visuallyHidden}>{label}</span>
      <SkeletonCard lines={2} />
      <div className={css.grid}>
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}

/** A failed load: what failed, the server's message, and a way to try again. */
export function ErrorState({ what, error, onRetry }: { what: string; error: Error; onRetry?: () => void }) {
  return (
    <div className={css.state} role="alert">
      <p style={{ margin: 0 }}>
        {what} could not be loaded. {errorSentence(error)}
      </p>
      {onRetry ? (
        <button type="button" className={css.button.secondary} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={css.state}>
      <p style={{ margin: 0, fontWeight: 700 }}>{title}</p>
      {children}
    </div>
  );
}

/** Spec 000: the storage manager's 5-row skeleton (and any list still loading). */
export function SkeletonRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className={css.stack} role="status">
      <span className={css.visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className={css.skeleton} data-testid="skeleton-row" />
      ))}
    </div>
  );
}
