import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { isNavItemActive } from "../nav/nav-items";
import { topNavItems } from "../nav/top-nav-items";
import * as css from "./top-nav-layout.css";

/** Spec 000's top navigation bar, shown on the pages outside the sidebar layout. */
export function TopNavLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <>
      <header className={css.bar}>
        <p className={css.brand}>Hub of Minds</p>
        <nav aria-label="Main">
          <ul className={css.list}>
            {topNavItems.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={css.link}
                  aria-current={isNavItemActive(item.href, path) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={css.main}>{children}</main>
    </>
  );
}
