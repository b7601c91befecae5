import type { ReactNode } from "react";
import { sidebarItems } from "../nav/nav-items";
import { NavLinks } from "../nav/nav-links";
import * as css from "./sidebar-layout.css";

/** Spec 000's sidebar layout: six items, Agent Zero in the footer. */
export function SidebarLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.shell}>
      <aside className={css.sidebar}>
        <p className={css.brand}>Hub of Minds</p>
        <NavLinks items={sidebarItems} listClass={css.navList} linkClass={css.navLink} />
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
