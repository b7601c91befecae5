import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import * as css from "./showcase.css";
import { showcaseNavLinks } from "./showcase-nav";

interface ShowcaseShellProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Marks the nav link of this screen as current, whichever alias was opened. */
  current?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every showcase screen: a slim top bar, the page heading and the screen's content. */
export function ShowcaseShell({ eyebrow, title, lead, current, actions, children }: ShowcaseShellProps) {
  const [location] = useLocation();
  const active = current ?? location;
  return (
    <div className={css.backdrop}>
      <header className={css.topBar}>
        <Link href="/" className={css.brand}>
          Hub of Minds
        </Link>
        <nav aria-label="Showcase">
          <ul className={css.topLinks}>
            {showcaseNavLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={css.topLink} aria-current={link.href === active ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={css.page}>
        <div className={css.hero}>
          <p className={css.eyebrow}>{eyebrow}</p>
          <h1 className={css.title}>{title}</h1>
          <p className={css.lead}>{lead}</p>
          {actions ? <div className={css.row}>{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
