import type { ReactNode } from "react";
import type { BadgeTone } from "./badge-tones";
import * as css from "./showcase.css";

export type { BadgeTone };

/** A small pill: a status, a level, a category. */
export function Badge({ tone = "accent", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${css.badge} ${css.tone[tone]}`}>{children}</span>;
}
