import { type NavItem, sidebarItems } from "./nav-items";
import { topNavItems } from "./top-nav-items";

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavItem[];
}

/**
 * The top bar's places that the sidebar's six do not already hold. Its 'Home' is the sidebar's 'My Dashboard'
 * and its 'Dashboard' (/admin) is the same page in the top-bar frame, so each place keeps one name.
 */
const customerItems = topNavItems.filter((item) => item.href !== "/" && item.href !== "/admin");

/** The app shell's one sidebar: spec 000's six items first, then every other area of the site, one name each. */
export const siteNavGroups: readonly NavGroup[] = [
  { id: "hub", label: "My hub", items: sidebarItems },
  {
    id: "customer",
    label: "Customer",
    items: [
      ...customerItems,
      { label: "API Usage", href: "/customer/usage" },
      { label: "Conversations", href: "/conversations" },
      { label: "API Configuration", href: "/api-config" },
    ],
  },
  {
    id: "build",
    label: "Explore & embed",
    items: [
      { label: "Minds Hub", href: "/hub" },
      { label: "Minds Directory", href: "/minds-directory" },
      { label: "Embed a Widget", href: "/embed" },
    ],
  },
  {
    id: "showcase",
    label: "Showcase",
    items: [
      { label: "Consciousness", href: "/consciousness" },
      { label: "Universal Operations", href: "/universal-operations" },
      { label: "Idea Cosmos", href: "/idea-cosmos" },
      { label: "Human Growth", href: "/human-growth" },
      { label: "Agent Zero", href: "/agent-zero" },
    ],
  },
  {
    id: "help",
    label: "Help",
    items: [
      { label: "FAQ", href: "/faq" },
      { label: "Support Center", href: "/support" },
    ],
  },
  {
    id: "admin",
    label: "Administration",
    items: [
      { label: "Administrator Portal", href: "/admin-portal" },
      { label: "Customers", href: "/customers" },
    ],
  },
];
