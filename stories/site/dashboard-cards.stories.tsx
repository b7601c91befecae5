import { apiUrl } from "@hub-of-minds/core";
import { IntegrationsCard } from "@hub-of-minds/site/pages/dashboard/integrations-card";
import { KnowledgeCard } from "@hub-of-minds/site/pages/dashboard/knowledge-card";
import { LiveAgentsCard } from "@hub-of-minds/site/pages/dashboard/live-agents-card";
import { MessageQueueCard } from "@hub-of-minds/site/pages/dashboard/message-queue-card";
import { PersonalitySettingsCard } from "@hub-of-minds/site/pages/dashboard/personality-settings-card";
import { RecentActionsCard } from "@hub-of-minds/site/pages/dashboard/recent-actions-card";
import { SocketIndicator } from "@hub-of-minds/site/pages/dashboard/socket-indicator";
import { SystemHealthCard } from "@hub-of-minds/site/pages/dashboard/system-health-card";
import { WithReadingsHistory } from "@hub-of-minds/site/ui/use-readings-history";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fake } from "../support/fake-api";
import { sampleActions, sampleHubOverview } from "../support/hub-fixtures";
import { sampleMetricHistory, sampleQueueHistory } from "../support/readings-history-fixtures";
import { WithHub } from "../support/with-hub";

const meta = {
  title: "Site/Dashboard cards",
  parameters: { layout: "padded" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const LiveAgents: Story = {
  render: () => (
    <WithHub>
      <LiveAgentsCard />
    </WithHub>
  ),
};
export const LiveAgentsNoneOnline: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("listAgents")]: fake.ok([]) }}>
      <LiveAgentsCard />
    </WithHub>
  ),
};
export const LiveAgentsLoading: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("listAgents")]: fake.pending }}>
      <LiveAgentsCard />
    </WithHub>
  ),
};
export const LiveAgentsError: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("listAgents")]: fake.error(500, "Agents unavailable") }}>
      <LiveAgentsCard />
    </WithHub>
  ),
};

export const SystemHealth: Story = {
  render: () => (
    <WithHub>
      <SystemHealthCard random={() => 0.5} />
    </WithHub>
  ),
};
/** Five minutes of readings, CPU past both thresholds: red bar, "Critical", the charts' dashed lines. */
export const SystemHealthCritical: Story = {
  render: () => (
    <WithHub
      api={{
        [apiUrl("getSystemMetrics")]: fake.ok([
          { metricType: "cpu", value: "97" },
          { metricType: "memory", value: "84.5" },
          { metricType: "network", value: "1.1" },
        ]),
      }}
    >
      <WithReadingsHistory history={{ metrics: sampleMetricHistory(), queue: [] }}>
        <SystemHealthCard random={() => 0.5} />
      </WithReadingsHistory>
    </WithHub>
  ),
};
export const SystemHealthDefaults: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("getSystemMetrics")]: fake.error(503, "No readings") }}>
      <SystemHealthCard random={() => 0.5} />
    </WithHub>
  ),
};

export const PersonalitySettings: Story = {
  render: () => (
    <WithHub>
      <PersonalitySettingsCard />
    </WithHub>
  ),
};
export const PersonalitySettingsError: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("listConfigFiles")]: fake.error(500, "Config folder unreadable") }}>
      <PersonalitySettingsCard />
    </WithHub>
  ),
};

export const AppIntegrations: Story = {
  render: () => (
    <WithHub>
      <IntegrationsCard />
    </WithHub>
  ),
};
export const AppIntegrationsEmpty: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("listIntegrations")]: fake.ok([]) }}>
      <IntegrationsCard />
    </WithHub>
  ),
};

/** The first counts only: the chart says it is collecting. */
export const MessageQueue: Story = {
  render: () => (
    <WithHub>
      <MessageQueueCard queue={sampleHubOverview.queueStats} />
    </WithHub>
  ),
};
/** Half an hour of counts: Pending, Processing, Completed and Failed over time. */
export const MessageQueueWithHistory: Story = {
  render: () => (
    <WithHub>
      <WithReadingsHistory history={{ metrics: [], queue: sampleQueueHistory() }}>
        <MessageQueueCard queue={sampleHubOverview.queueStats} />
      </WithReadingsHistory>
    </WithHub>
  ),
};

export const RecentActions: Story = {
  render: () => (
    <WithHub>
      <RecentActionsCard actions={sampleActions} />
    </WithHub>
  ),
};
export const RecentActionsEmpty: Story = {
  render: () => (
    <WithHub>
      <RecentActionsCard actions={[]} />
    </WithHub>
  ),
};

export const KnowledgeBase: Story = {
  render: () => (
    <WithHub>
      <KnowledgeCard knowledgeBase={sampleHubOverview.knowledgeBase} />
    </WithHub>
  ),
};

export const SocketConnected: Story = {
  render: () => (
    <WithHub socket="connected">
      <SocketIndicator />
    </WithHub>
  ),
};
export const SocketDisconnected: Story = {
  render: () => (
    <WithHub socket="disconnected">
      <SocketIndicator />
    </WithHub>
  ),
};
