import type { ReactNode } from "react";
import * as css from "./showcase.css";

interface ShowcaseShellProps {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every showcase screen inside the app shell: the themed backdrop, the heading and the content. */
export function ShowcaseShell({ eyebrow, title, lead, actions, children }: ShowcaseShellProps) {
  return (
    <div className={css.backdrop}>
      <div className={css.page}>
        <div className={css.hero}>
          <p className={css.eyebrow}>{eyebrow}</p>
          <h1 className={css.title}>{title}</h1>
          <p className={css.lead}>{lead}</p>
          {actions ? <div className={css.row}>{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
