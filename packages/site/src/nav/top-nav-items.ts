import type { NavItem } from "./nav-items";

/** Spec 000 section 2, the top navigation bar of the other pages. */
export const topNavItems: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Personalities", href: "/customer" },
  { label: "AI Browser", href: "/browser" },
  { label: "Cluster Apps", href: "/cluster" },
  { label: "YAML Storage", href: "/yaml-storage" },
  { label: "Dashboard", href: "/admin" },
];
