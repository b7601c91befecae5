import { Link, useLocation } from "wouter";
import { currentNavHref } from "../nav/nav-items";
import { siteNavGroups } from "../nav/site-nav";
import { screenPaths } from "../routing/site-route-list";
import * as css from "./app-shell.css";

/** Every place of the site, grouped; the open screen's one item, at any of its aliases, is aria-current. */
export function SiteSidebar({ id, onClose }: { id: string; onClose: () => void }) {
  const [path] = useLocation();
  const current = currentNavHref(
    siteNavGroups.flatMap((group) => group.items.map((item) => item.href)),
    path,
    screenPaths(path),
  );
  return (
    <aside id={id} className={css.sidebar} aria-label="Site menu">
      <div className={css.drawerHead}>
        <span className={css.brand}>Hub of Minds</span>
        <button type="button" className={css.menuButton} onClick={onClose} aria-label="Close menu">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <nav aria-label="Site">
        {siteNavGroups.map((group) => (
          <div key={group.id} className={css.group} style={{ marginBottom: 16 }}>
            <p className={css.groupLabel} id={`nav-${group.id}`}>
              {group.label}
            </p>
            <ul className={css.navList} aria-labelledby={`nav-${group.id}`}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={css.navLink}
                    aria-current={item.href === current ? "page" : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={css.footer}>
        <span className={css.footerDot} aria-hidden="true" />
        <div>
          <p className={css.footerName}>Agent Zero</p>
          <p className={css.footerStatus}>Online &amp; Monitoring</p>
        </div>
      </div>
    </aside>
  );
}
