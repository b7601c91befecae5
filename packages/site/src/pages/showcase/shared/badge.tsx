import type { ReactNode } from "react";
import * as css from "./showcase.css";

export type BadgeTone = keyof typeof css.tone;

/** A small pill: a status, a level, a category. */
export function Badge({ tone = "accent", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${css.badge} ${css.tone[tone]}`}>{children}</span>;
}
