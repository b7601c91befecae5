import type { SocketStatus } from "@hub-of-minds/core";
import { AdminSessionProvider } from "@hub-of-minds/site/auth/admin-session";
import { LiveSocketStatusProvider } from "@hub-of-minds/site/live/live-socket";
import { Toaster } from "@hub-of-minds/site/toast/toaster";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { type FakeRoutes, installFakeApi } from "./fake-api";
import { hubApi } from "./hub-fixtures";

/**
 * The hub's providers for a story: a fresh query client with the site's defaults, a router at `path`,
 * toasts, the sign-in dialog and a fixed socket status. `api` overrides the fixture answers.
 */
export function WithHub({
  path = "/",
  api = {},
  socket = "connected",
  children,
}: {
  path?: string;
  api?: FakeRoutes;
  socket?: SocketStatus;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    // Before the first render of the children, so their first requests already see the fixtures.
    installFakeApi({ ...hubApi, ...api });
    return new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
        mutations: { retry: false },
      },
    });
  });
  const [{ hook }] = useState(() => memoryLocation({ path }));
  return (
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <Toaster>
          <AdminSessionProvider>
            <LiveSocketStatusProvider value={socket}>{children}</LiveSocketStatusProvider>
          </AdminSessionProvider>
        </Toaster>
      </Router>
    </QueryClientProvider>
  );
}
