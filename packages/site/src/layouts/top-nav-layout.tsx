import type { ReactNode } from "react";
import { NavLinks } from "../nav/nav-links";
import { topNavItems } from "../nav/top-nav-items";
import * as css from "./top-nav-layout.css";

/** Spec 000's top navigation bar, shown on the pages outside the sidebar layout. */
export function TopNavLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={css.bar}>
        <p className={css.brand}>Hub of Minds</p>
        <NavLinks items={topNavItems} listClass={css.list} linkClass={css.link} />
      </header>
      <main className={css.main}>{children}</main>
    </>
  );
}
