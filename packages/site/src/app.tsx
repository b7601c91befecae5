import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { AdminSessionProvider } from "./auth/admin-session";
import { LiveSocketProvider } from "./live/live-socket";
import { createQueryClient } from "./query/query-client";
import { SiteRoutes } from "./routing/site-routes";
import { Toaster } from "./toast/toaster";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <AdminSessionProvider>
          <LiveSocketProvider>
            <SiteRoutes />
          </LiveSocketProvider>
        </AdminSessionProvider>
      </Toaster>
    </QueryClientProvider>
  );
}
