import type { ReactNode } from "react";
import * as css from "./showcase.css";

/** A section heading with the pulsing live dot and a label beside it (a count, or just "Live"). */
export function LiveHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={css.spread}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <span className={css.row}>
        <span className={css.live} aria-hidden="true" />
        {children}
      </span>
    </div>
  );
}
