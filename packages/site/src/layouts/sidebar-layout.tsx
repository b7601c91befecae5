import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { isNavItemActive, sidebarItems } from "../nav/nav-items";
import * as css from "./sidebar-layout.css";

/** Spec 000's sidebar layout: six items, Agent Zero in the footer. */
export function SidebarLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <div className={css.shell}>
      <aside className={css.sidebar}>
        <p className={css.brand}>Hub of Minds</p>
        <nav aria-label="Main">
          <ul className={css.navList}>
            {sidebarItems.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={css.navLink}
                  aria-current={isNavItemActive(item.href, path) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.footer}>
          <span className={css.footerDot} aria-hidden="true" />
          <div>
            <p className={css.footerName}>Agent Zero</p>
            <p className={css.footerStatus}>Online &amp; Monitoring</p>
          </div>
        </div>
      </aside>
      <main className={css.main}>{children}</main>
    </div>
  );
}
