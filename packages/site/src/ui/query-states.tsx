import type { ReactNode } from "react";
import { errorSentence } from "./error-sentence";
import * as css from "./ui.css";

/** A card-sized loading line. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={css.state} role="status">
      {label}
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
    <div className={css.stack} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className={css.skeleton} data-testid="skeleton-row" />
      ))}
    </div>
  );
}
