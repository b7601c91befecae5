import { type AdminSession, HttpError } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { errorSentence } from "../../../ui/error-sentence";
import { LoadingState } from "../../../ui/query-states";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { AdminGate } from "./admin-gate";
import * as local from "./admin-portal.css";
import { type AdminPortalApi, adminPortalQueryKeys, serverAdminPortalApi } from "./admin-portal-api";
import { AdminTabs } from "./admin-tabs";
import { withMeasuredResponseTime } from "./measured-status";

export { type AdminPortalApi, serverAdminPortalApi } from "./admin-portal-api";

type PortalState = "checking" | "locked" | "unlocked";

function UnlockedPortal({ api, onLocked }: { api: AdminPortalApi; onLocked: () => void }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const status = useQuery({
    queryKey: adminPortalQueryKeys.status,
    queryFn: async () => {
      // The response-time card shows this call's own round trip, a real figure.
      const started = performance.now();
      const cards = await api.statusCards();
      return withMeasuredResponseTime(cards, performance.now() - started);
    },
    refetchOnMount: "always",
  });
  const expired = status.error instanceof HttpError && status.error.status === 401;
  useEffect(() => {
    if (expired) onLocked();
  }, [expired, onLocked]);

  const logout = async () => {
    setLeaving(true);
    try {
      await api.logout();
    } catch {
      // The session is dropped in this tab either way; the server's own expiry ends it otherwise.
    }
    queryClient.removeQueries({ queryKey: adminPortalQueryKeys.status });
    queryClient.removeQueries({ queryKey: adminPortalQueryKeys.tickets });
    onLocked();
  };

  return (
    <>
      <div className={local.header}>
        <p className={css.row} style={{ margin: 0 }}>
          <span className={css.live} aria-hidden="true" />
          Signed in as administrator
        </p>
        <button type="button" className={css.button.secondary} onClick={logout} disabled={leaving}>
          {leaving ? "Logging out..." : "Logout"}
        </button>
      </div>
      {status.isPending ? (
        <LoadingState label="Loading system status..." />
      ) : status.isError ? (
        <div className={css.formError} role="alert">
          <p style={{ margin: 0 }}>System status could not be loaded. {errorSentence(status.error)}</p>
          <button type="button" className={css.button.ghost} onClick={() => status.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AdminTabs cards={status.data} loadTickets={api.tickets} />
      )}
    </>
  );
}

/** Spec 001 Administrator Portal at /admin-portal, /super-admin and /portal; the server holds the session. */
export function AdminPortalPage({ api = serverAdminPortalApi }: { api?: AdminPortalApi }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: adminPortalQueryKeys.session,
    queryFn: api.getSession,
    refetchOnMount: "always",
  });
  const state: PortalState = session.isPending ? "checking" : session.data?.active ? "unlocked" : "locked";
  // Without a session the server may answer 401: that is simply the gate, not a problem to report.
  const refused = session.error instanceof HttpError && session.error.status === 401;
  const notice =
    session.isError && !refused ? `The session could not be checked. ${errorSentence(session.error)}` : null;
  const setActive = useCallback(
    (active: boolean) => queryClient.setQueryData<AdminSession>(adminPortalQueryKeys.session, { active }),
    [queryClient],
  );
  const onLocked = useCallback(() => setActive(false), [setActive]);

  return (
    <ShowcaseShell
      eyebrow="Super Admin · Portal"
      title="Administrator Portal"
      lead="System overview, quick actions, live monitoring and platform status of the Hub of Minds."
    >
      <div data-state={state}>
        {state === "checking" ? (
          <p className={css.empty} role="status">
            Checking your administrator session...
          </p>
        ) : state === "locked" ? (
          <AdminGate login={api.login} onUnlocked={() => setActive(true)} notice={notice} />
        ) : (
          <UnlockedPortal api={api} onLocked={onLocked} />
        )}
      </div>
    </ShowcaseShell>
  );
}
