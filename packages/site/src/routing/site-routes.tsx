import { type ReactNode, Suspense } from "react";
import { Route, Switch } from "wouter";
import { SidebarLayout } from "../layouts/sidebar-layout";
import { TopNavLayout } from "../layouts/top-nav-layout";
import { NotFoundPage } from "../pages/not-found/not-found-page";
import { PageLoading } from "./page-loading";
import { usePageMeta } from "./page-meta";
import type { RouteLayout } from "./route-table";
import { siteRoutes } from "./site-route-list";

export { siteRoutes };

function Frame({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  if (layout === "sidebar") return <SidebarLayout>{children}</SidebarLayout>;
  if (layout === "top-nav") return <TopNavLayout>{children}</TopNavLayout>;
  return <>{children}</>;
}

function Titled({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return <>{children}</>;
}

/** Every route of both documents, each path an alias of its page; anything else is the 404 page. */
export function SiteRoutes() {
  return (
    <Switch>
      {siteRoutes.flatMap((route) =>
        route.paths.map((path) => (
          <Route key={path} path={path}>
            <Titled title={route.title} description={route.description}>
              <Frame layout={route.layout}>
                <Suspense fallback={<PageLoading />}>
                  <route.page />
                </Suspense>
              </Frame>
            </Titled>
          </Route>
        )),
      )}
      <Route>
        <Titled title="Page Not Found" description="This page does not exist in Hub of Minds.">
          <NotFoundPage />
        </Titled>
      </Route>
    </Switch>
  );
}
