import type { ReactNode } from "react";
import { Link } from "wouter";
import { isSitePath } from "./site-route-list";

interface PageLinkProps {
  href: string;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * A link whose target may be a screen of the site or a page the server serves (`/widgets/*`): the route table
 * decides. The site's own screens go through the router; anything else is a plain link, so a click loads the
 * server's page instead of the site's 404.
 */
export function PageLink({ href, ...props }: PageLinkProps) {
  return isSitePath(href) ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
