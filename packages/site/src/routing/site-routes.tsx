import { type ReactNode, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NotFoundPage } from "../pages/not-found/not-found-page";
import { AppShell } from "../shell/app-shell";
import { PageLoading } from "./page-loading";
import { usePageMeta } from "./page-meta";
import { siteRoutes } from "./site-route-list";

export { siteRoutes };

function Titled({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return <>{children}</>;
}

/**
 * Every route of both documents, each path an alias of its page; anything else is the 404 page. The shell
 * stays mounted across pages, so the sidebar keeps its state and scroll while the page changes.
 */
export function SiteRoutes() {
  const [path] = useLocation();
  const layout = siteRoutes.find((route) => route.paths.includes(path))?.layout ?? "sidebar";
  return (
    <AppShell layout={layout}>
      <Switch>
        {siteRoutes.flatMap((route) =>
          route.paths.map((routePath) => (
            <Route key={routePath} path={routePath}>
              <Titled title={route.title} description={route.description}>
                <Suspense fallback={<PageLoading />}>
                  <route.page />
                </Suspense>
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
    </AppShell>
  );
}
