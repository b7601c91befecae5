import type { ReactNode } from "react";
import { AppShell } from "../shell/app-shell";

/** Spec 000's top-bar pages in the app shell (stories frame a page with it). */
export function TopNavLayout({ children }: { children: ReactNode }) {
  return <AppShell layout="top-nav">{children}</AppShell>;
}
