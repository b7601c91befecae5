import { apiUrl } from "@hub-of-minds/core";
import { SidebarLayout } from "@hub-of-minds/site/layouts/sidebar-layout";
import { AgentsPage } from "@hub-of-minds/site/pages/agents/agents-page";
import { IntegrationsPage } from "@hub-of-minds/site/pages/integrations/integrations-page";
import { LogsPage } from "@hub-of-minds/site/pages/logs/logs-page";
import { MonitoringPage } from "@hub-of-minds/site/pages/monitoring/monitoring-page";
import { WithReadingsHistory } from "@hub-of-minds/site/ui/use-readings-history";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { type FakeRoutes, fake } from "../support/fake-api";
import { activityPageOf, manyActions } from "../support/hub-fixtures";
import { sampleMetricHistory, sampleQueueHistory } from "../support/readings-history-fixtures";
import { WithHub } from "../support/with-hub";

const meta = { title: "Site/Sidebar screens", parameters: { layout: "fullscreen" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

function Screen({ path, api, children }: { path: string; api?: FakeRoutes; children: ReactNode }) {
  return (
    <WithHub path={path} api={api}>
      <SidebarLayout>{children}</SidebarLayout>
    </WithHub>
  );
}

export const Agents: Story = {
  render: () => (
    <Screen path="/agents">
      <AgentsPage />
    </Screen>
  ),
};
export const AgentsEmpty: Story = {
  render: () => (
    <Screen path="/agents" api={{ [apiUrl("listAgents")]: fake.ok([]) }}>
      <AgentsPage />
    </Screen>
  ),
};
export const AgentsLoading: Story = {
  render: () => (
    <Screen path="/agents" api={{ [apiUrl("listAgents")]: fake.pending }}>
      <AgentsPage />
    </Screen>
  ),
};
export const AgentsError: Story = {
  render: () => (
    <Screen path="/agents" api={{ [apiUrl("listAgents")]: fake.error(500, "Agents unavailable") }}>
      <AgentsPage />
    </Screen>
  ),
};

export const Integrations: Story = {
  render: () => (
    <Screen path="/integrations">
      <IntegrationsPage />
    </Screen>
  ),
};
export const IntegrationsEmpty: Story = {
  render: () => (
    <Screen path="/integrations" api={{ [apiUrl("listIntegrations")]: fake.ok([]) }}>
      <IntegrationsPage />
    </Screen>
  ),
};

/** Five minutes of readings and half an hour of queue counts: every chart drawn, CPU in its critical band. */
export const Monitoring: Story = {
  render: () => (
    <Screen path="/monitoring">
      <WithReadingsHistory history={{ metrics: sampleMetricHistory(), queue: sampleQueueHistory() }}>
        <MonitoringPage />
      </WithReadingsHistory>
    </Screen>
  ),
};
/** The first reading only: the cards show it, the charts say they are collecting. */
export const MonitoringCollecting: Story = {
  render: () => (
    <Screen path="/monitoring">
      <MonitoringPage />
    </Screen>
  ),
};
/** Nothing has answered yet: chart-card skeletons in the page's layout. */
export const MonitoringWaiting: Story = {
  render: () => (
    <Screen
      path="/monitoring"
      api={{ [apiUrl("getSystemMetrics")]: fake.pending, [apiUrl("getDashboardOverview")]: fake.pending }}
    >
      <MonitoringPage />
    </Screen>
  ),
};

const activityPath = (page: number) => `${apiUrl("getActivityPage")}?page=${page}&pageSize=10`;

export const ActivityHistory: Story = {
  render: () => (
    <Screen
      path="/logs"
      api={{
        [activityPath(1)]: fake.ok(activityPageOf(manyActions, 1)),
        [activityPath(2)]: fake.ok(activityPageOf(manyActions, 2)),
        [activityPath(3)]: fake.ok(activityPageOf(manyActions, 3)),
      }}
    >
      <LogsPage />
    </Screen>
  ),
};
export const ActivityHistoryEmpty: Story = {
  render: () => (
    <Screen path="/logs" api={{ [activityPath(1)]: fake.ok(activityPageOf([])) }}>
      <LogsPage />
    </Screen>
  ),
};
export const ActivityHistoryLoading: Story = {
  render: () => (
    <Screen path="/logs" api={{ [activityPath(1)]: fake.pending }}>
      <LogsPage />
    </Screen>
  ),
};
export const ActivityHistoryError: Story = {
  render: () => (
    <Screen path="/logs" api={{ [activityPath(1)]: fake.error(500, "The database is not reachable") }}>
      <LogsPage />
    </Screen>
  ),
};
