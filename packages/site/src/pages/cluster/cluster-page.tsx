import { type ClusterApp, callApi } from "@hub-of-minds/core";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { queryKeys } from "../../query/query-keys";
import { useClusterApps, useCustomerApps } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { AppCard } from "./app-card";
import * as clusterCss from "./cluster.css";
import { allCategories, categoryOptions, filterClusterApps, installedAppIds } from "./cluster-view";
import { ConfirmInstallDialog } from "./confirm-install-dialog";
import { ConfirmUninstallDialog } from "./confirm-uninstall-dialog";
import { type InstallPlan, installConfirmation } from "./install-plan";
import { InstalledApps } from "./installed-apps";
import { SkillsAutomation } from "./skills-automation";
import { StatList } from "./stat-list";
import { useClusterActions } from "./use-cluster-actions";

/** The Analytics tab: installed apps, their skills, saved workflows and skill executions, counted by the server. */
function ClusterAnalyticsCards() {
  // Asked each time the tab opens: installs, workflows and runs elsewhere change it.
  const analytics = useQuery({
    queryKey: queryKeys.clusterAnalytics,
    queryFn: () => callApi("getClusterAnalytics", { query: {} }),
    refetchOnMount: "always",
  });
  if (analytics.isError) {
    return <ErrorState what="The analytics" error={analytics.error} onRetry={() => analytics.refetch()} />;
  }
  if (!analytics.data) return <SkeletonRows label="Loading the analytics" />;
  const counts = analytics.data;
  return (
    <StatList
      stats={[
        { label: "Installed Apps", value: counts.installedApps, testId: "analytics-installed" },
        { label: "Active Skills", value: counts.activeSkills, testId: "analytics-skills" },
        { label: "Workflows", value: counts.workflows, testId: "analytics-workflows" },
        { label: "Executions", value: counts.executions, testId: "analytics-executions" },
      ]}
    />
  );
}

/** A confirmation's two answers: either closes it; Install or Uninstall then runs the action. */
function answers<T>(close: (value: null) => void, act: (value: T) => void) {
  return {
    onCancel: () => close(null),
    onConfirm: (value: T) => {
      close(null);
      act(value);
    },
  };
}

/** `/cluster`: the marketplace, the installed apps, skills and analytics (spec 000). */
export function ClusterPage() {
  const apps = useClusterApps();
  const records = useCustomerApps();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>(allCategories);
  const searchId = useId();
  const categoryId = useId();
  const installed = useMemo(() => installedAppIds(records.data ?? []), [records.data]);
  const actions = useClusterActions(apps.data ?? [], installed);
  // Uninstalling asks first, from the marketplace card and the Installed tab alike.
  const [uninstalling, setUninstalling] = useState<ClusterApp | null>(null);
  const askToUninstall = (appId: string) => setUninstalling(apps.data?.find((app) => app.id === appId) ?? null);
  // An install that costs money asks first (the app's price and its dependencies'); a free one goes at once.
  const [confirmingInstall, setConfirmingInstall] = useState<InstallPlan | null>(null);
  const requestInstall = (plan: InstallPlan) =>
    installConfirmation(plan) ? setConfirmingInstall(plan) : actions.install(plan);
  const shown = filterClusterApps(apps.data ?? [], search, category);

  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Cluster Interface</h1>
          <p className={css.pageSubtitle}>Install apps and skills that extend your AI minds</p>
        </div>
      </header>
      <Tabs.Root defaultValue="marketplace">
        <Tabs.List className={clusterCss.tabList} aria-label="Cluster sections">
          <Tabs.Trigger value="marketplace" className={clusterCss.tab}>
            App Marketplace
          </Tabs.Trigger>
          <Tabs.Trigger value="installed" className={clusterCss.tab}>
            Installed Apps
          </Tabs.Trigger>
          <Tabs.Trigger value="skills" className={clusterCss.tab}>
            Skills &amp; Automation
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={clusterCss.tab}>
            Analytics
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="marketplace">
          <h2 className={css.visuallyHidden}>App Marketplace</h2>
          <div className={clusterCss.filters}>
            <label htmlFor={searchId} className={css.visuallyHidden}>
              Search apps
            </label>
            <input
              id={searchId}
              type="search"
              className={css.input}
              placeholder="Search apps..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ flex: "1 1 220px" }}
            />
            <label htmlFor={categoryId} className={css.visuallyHidden}>
              Category
            </label>
            <select
              id={categoryId}
              className={css.input}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value={allCategories}>All Categories</option>
              {categoryOptions(apps.data ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          {apps.isPending || records.isPending ? (
            <SkeletonRows label="Loading the marketplace" />
          ) : apps.isError ? (
            <ErrorState what="The marketplace" error={apps.error} onRetry={() => apps.refetch()} />
          ) : records.isError ? (
            <ErrorState what="Your installed apps" error={records.error} onRetry={() => records.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState title="No apps match your search" />
          ) : (
            <div className={css.grid}>
              {shown.map((app) => (
                <AppCard
                  key={app.id}
                  app={app}
                  apps={apps.data}
                  installed={installed}
                  busy={actions.busyAppId === app.id}
                  onInstall={requestInstall}
                  onUninstall={(app) => setUninstalling(app)}
                />
              ))}
            </div>
          )}
        </Tabs.Content>

        <Tabs.Content value="installed">
          <h2 className={css.visuallyHidden}>Installed Apps</h2>
          {records.isPending ? (
            <SkeletonRows label="Loading your installed apps" />
          ) : records.isError ? (
            <ErrorState what="Your installed apps" error={records.error} onRetry={() => records.refetch()} />
          ) : (
            <InstalledApps records={records.data} busyAppId={actions.busyAppId} onUninstall={askToUninstall} />
          )}
        </Tabs.Content>

        <Tabs.Content value="skills">
          <SkillsAutomation apps={apps.data ?? []} installed={installed} />
        </Tabs.Content>

        <Tabs.Content value="analytics">
          <ClusterAnalyticsCards />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmInstallDialog plan={confirmingInstall} {...answers(setConfirmingInstall, actions.install)} />
      <ConfirmUninstallDialog app={uninstalling} {...answers(setUninstalling, actions.uninstall)} />
    </>
  );
}

export default ClusterPage;
