import { Link, useLocation } from "wouter";
import { screenPaths } from "../routing/site-route-list";
import { isNavItemActive, type NavItem } from "./nav-items";

/** A main navigation list; the current screen's item, whichever alias is open, carries aria-current="page". */
export function NavLinks({
  items,
  navClass,
  listClass,
  linkClass,
}: {
  items: readonly NavItem[];
  navClass?: string;
  listClass: string;
  linkClass: string;
}) {
  const [path] = useLocation();
  const aliases = screenPaths(path);
  return (
    <nav aria-label="Main" className={navClass}>
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={linkClass}
              aria-current={isNavItemActive(item.href, path, aliases) ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
