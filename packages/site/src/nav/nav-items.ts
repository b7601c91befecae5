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
