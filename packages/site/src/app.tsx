import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Route, Switch } from "wouter";
import { SidebarLayout } from "./layouts/sidebar-layout";
import { DashboardPage } from "./pages/dashboard/dashboard-page";
import { NotFoundPage } from "./pages/not-found/not-found-page";
import { createQueryClient } from "./query/query-client";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/">
          <SidebarLayout>
            <DashboardPage />
          </SidebarLayout>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </QueryClientProvider>
  );
}
