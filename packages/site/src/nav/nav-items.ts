export interface NavItem {
  label: string;
  href: string;
}

/** Spec 000 section 2, sidebar navigation. */
export const sidebarItems: readonly NavItem[] = [
  { label: "My Dashboard", href: "/" },
  { label: "My AI Personalities", href: "/agents" },
  { label: "Personality Config", href: "/config" },
  { label: "My Integrations", href: "/integrations" },
  { label: "Performance", href: "/monitoring" },
  { label: "Activity History", href: "/logs" },
];

/**
 * Spec 000: exact match for '/', a path prefix for the others. `screenPaths` are all paths of the screen
 * shown (the route table's), so an alias such as `/storage` highlights its screen's item `/yaml-storage`.
 */
export function isNavItemActive(href: string, path: string, screenPaths: readonly string[] = []): boolean {
  if (screenPaths.includes(href)) return true;
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The one item of a menu that is the open screen's: of the items `isNavItemActive` holds, the most specific
 * (the longest href), so `/customer/usage` is "API Usage" and not also "Personalities", whose prefix it
 * shares. Undefined when none is.
 */
export function currentNavHref(
  hrefs: readonly string[],
  path: string,
  screenPaths: readonly string[] = [],
): string | undefined {
  const active = hrefs.filter((href) => isNavItemActive(href, path, screenPaths));
  return active.sort((a, b) => b.length - a.length)[0];
}
