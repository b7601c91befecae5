import type { ReactNode } from "react";
import { AppShell } from "../shell/app-shell";

/** Spec 000's sidebar pages in the app shell (stories frame a page with it). */
export function SidebarLayout({ children }: { children: ReactNode }) {
  return <AppShell layout="sidebar">{children}</AppShell>;
}
