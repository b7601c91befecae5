import { Link, useLocation } from "wouter";
import { isNavItemActive, type NavItem } from "./nav-items";

/** A main navigation list; the current item carries aria-current="page" (spec 000's active rule). */
export function NavLinks({
  items,
  listClass,
  linkClass,
}: {
  items: readonly NavItem[];
  listClass: string;
  linkClass: string;
}) {
  const [path] = useLocation();
  return (
    <nav aria-label="Main">
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={linkClass}
              aria-current={isNavItemActive(item.href, path) ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
