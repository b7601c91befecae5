import { apiUrl, type ClusterApp, callApi } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { DialogFrame } from "../../ui/dialog-frame";
import { ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { formatAppDateTime } from "./app-dates";
import { StatList } from "./stat-list";

/** The query of one app's figures; its own key, asked again each time the dialog opens. */
export const appAnalyticsQueryKey = (appId: string) => [apiUrl("getClusterAnalytics", { query: { appId } })];

/** Analytics: one installed app's figures from the server, in total and per skill. */
export function AppAnalyticsDialog({ app, onClose }: { app: ClusterApp; onClose: () => void }) {
  const analytics = useQuery({
    queryKey: appAnalyticsQueryKey(app.id),
    queryFn: () => callApi("getClusterAnalytics", { query: { appId: app.id } }),
    refetchOnMount: "always",
  });
  const counts = analytics.data;
  return (
    <DialogFrame
      title={`${app.displayName} analytics`}
      description="How often its skills ran, directly and for your agents and workflows."
      testId="app-analytics"
      onClose={onClose}
    >
      {analytics.isError ? (
        <ErrorState what="The analytics" error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : !counts ? (
        <SkeletonRows rows={3} label="Loading the analytics" />
      ) : (
        <>
          <StatList
            compact
            stats={[
              { label: "Executions", value: counts.executions, testId: "app-analytics-executions" },
              { label: "Active skills", value: counts.activeSkills, testId: "app-analytics-skills" },
              { label: "Workflows using it", value: counts.workflows, testId: "app-analytics-workflows" },
            ]}
          />
          {counts.executions === 0 ? (
            <p className={css.muted} style={{ margin: 0 }}>
              None of its skills has run yet.
            </p>
          ) : null}
          <section aria-labelledby="app-analytics-by-skill" className={css.stack}>
            <h3 id="app-analytics-by-skill" className={css.cardTitle}>
              By skill
            </h3>
            <ul className={css.list} data-testid="app-analytics-by-skill">
              {(counts.skills ?? []).map((skill) => (
                <li key={skill.name} className={css.listItem} data-skill={skill.name}>
                  <span className={css.stack} style={{ gap: 2, minWidth: 0 }}>
                    <code style={{ overflowWrap: "anywhere" }}>{skill.name}</code>
                    <span className={`${css.muted} ${css.small}`}>
                      Last run: {formatAppDateTime(skill.lastExecutedAt)}
                    </span>
                  </span>
                  <strong data-testid="skill-executions">{skill.executions.toLocaleString("en-US")}</strong>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </DialogFrame>
  );
}
