import { apiUrl } from "@hub-of-minds/core";
import { SidebarLayout } from "@hub-of-minds/site/layouts/sidebar-layout";
import { TopNavLayout } from "@hub-of-minds/site/layouts/top-nav-layout";
import { DashboardPage } from "@hub-of-minds/site/pages/dashboard/dashboard-page";
import { WithReadingsHistory } from "@hub-of-minds/site/ui/use-readings-history";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fake } from "../support/fake-api";
import { sampleAgents, sampleHubOverview } from "../support/hub-fixtures";
import { sampleMetricHistory, sampleQueueHistory } from "../support/readings-history-fixtures";
import { WithHub } from "../support/with-hub";

/** A busy host: CPU critical, memory high, network normal. */
const criticalMetrics = [
  { metricType: "cpu", value: "97" },
  { metricType: "memory", value: "84.5" },
  { metricType: "network", value: "1.1" },
];

const meta = {
  title: "Site/Dashboard",
  component: DashboardPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first readings only: the charts are placeholders saying they are collecting. */
export const Loaded: Story = {
  render: () => (
    <WithHub>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithHub>
  ),
};

/** Five minutes of host readings and half an hour of queue counts: the charts drawn, CPU past its thresholds. */
export const WithHistory: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("getSystemMetrics")]: fake.ok(criticalMetrics) }}>
      <WithReadingsHistory history={{ metrics: sampleMetricHistory(), queue: sampleQueueHistory() }}>
        <SidebarLayout>
          <DashboardPage />
        </SidebarLayout>
      </WithReadingsHistory>
    </WithHub>
  ),
};

/** Nothing has answered yet: the spec's loading text over skeleton cards in the dashboard's layout. */
export const Loading: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("getDashboardOverview")]: fake.pending }}>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithHub>
  ),
};

export const ServerError: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("getDashboardOverview")]: fake.error(503, "Service Unavailable") }}>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithHub>
  ),
};

export const QuietAndDisconnected: Story = {
  render: () => (
    <WithHub
      socket="disconnected"
      api={{
        [apiUrl("listAgents")]: fake.ok(sampleAgents.map((agent) => ({ ...agent, status: "offline" }))),
        [apiUrl("getDashboardOverview")]: fake.ok({
          ...sampleHubOverview,
          recentActions: [],
          queueStats: { pending: 0, processing: 0, completed: 0, failed: 0 },
        }),
        [apiUrl("listIntegrations")]: fake.ok([]),
      }}
    >
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithHub>
  ),
};

/** `/admin` and `/dashboard`: the same dashboard under the top navigation bar. */
export const InTopNavigation: Story = {
  render: () => (
    <WithHub path="/admin">
      <TopNavLayout>
        <DashboardPage />
      </TopNavLayout>
    </WithHub>
  ),
};
