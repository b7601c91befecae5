import { apiUrl } from "@hub-of-minds/core";
import { IntegrationsCard } from "@hub-of-minds/site/pages/dashboard/integrations-card";
import { KnowledgeCard } from "@hub-of-minds/site/pages/dashboard/knowledge-card";
import { LiveAgentsCard } from "@hub-of-minds/site/pages/dashboard/live-agents-card";
import { MessageQueueCard } from "@hub-of-minds/site/pages/dashboard/message-queue-card";
import { PersonalitySettingsCard } from "@hub-of-minds/site/pages/dashboard/personality-settings-card";
import { RecentActionsCard } from "@hub-of-minds/site/pages/dashboard/recent-actions-card";
import { SocketIndicator } from "@hub-of-minds/site/pages/dashboard/socket-indicator";
import { SystemHealthCard } from "@hub-of-minds/site/pages/dashboard/system-health-card";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fake } from "../support/fake-api";
import { sampleActions, sampleHubOverview } from "../support/hub-fixtures";
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

export const MessageQueue: Story = { render: () => <MessageQueueCard queue={sampleHubOverview.queueStats} /> };

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
