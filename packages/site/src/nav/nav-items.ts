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

/** Spec 000: exact match for '/', a path prefix for the others. */
export function isNavItemActive(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
