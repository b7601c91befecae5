import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
import { NavLinks } from "../nav/nav-links";
import { topNavItems } from "../nav/top-nav-items";
import type { RouteLayout } from "../routing/route-table";
import { AccountCorner } from "./account-corner";
import * as css from "./app-shell.css";
import { phoneQuery } from "./app-shell.css";
import { SiteSidebar } from "./site-sidebar";
import { useMenuState } from "./use-menu-state";

const sidebarId = "site-sidebar";

/**
 * The frame of every page: one bar (menu button, brand, the spec's top navigation on the pages it belongs to,
 * the account corner), one collapsible sidebar (a drawer on phones) and the page.
 */
export function AppShell({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  const { menu, toggle, close } = useMenuState();
  const opened = useRef(false);

  // The drawer takes focus when it opens over the page, so a keyboard user starts inside it; the wide
  // layout's column opening on load takes nothing.
  useEffect(() => {
    if (menu === "open" && opened.current && window.matchMedia(phoneQuery).matches)
      document.querySelector<HTMLElement>(`#${sidebarId} button`)?.focus();
    opened.current = true;
  }, [menu]);

  return (
    <div className={css.shell} data-menu={menu}>
      <a className={css.skipLink} href="#main">
        Skip to content
      </a>
      <header className={css.bar}>
        <button
          type="button"
          className={css.menuButton}
          aria-expanded={menu === "open"}
          aria-controls={sidebarId}
          aria-label="Menu"
          onClick={toggle}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link href="/" className={css.brand}>
          Hub of Minds
        </Link>
        {layout === "top-nav" ? (
          <NavLinks items={topNavItems} navClass={css.topNav} listClass={css.topList} linkClass={css.topLink} />
        ) : null}
        <AccountCorner />
      </header>
      {menu === "open" ? (
        <button type="button" className={css.backdrop} aria-hidden="true" tabIndex={-1} onClick={close} />
      ) : null}
      <SiteSidebar id={sidebarId} onClose={close} />
      <main id="main" className={css.main} data-layout={layout} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
