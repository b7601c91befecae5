import { type ClusterAnalytics, clusterApps } from "@hub-of-minds/core";
import { AppAnalyticsDialog } from "@hub-of-minds/site/pages/cluster/app-analytics-dialog";
import { AppSettingsDialog } from "@hub-of-minds/site/pages/cluster/app-settings-dialog";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FakeAnswer, fake } from "../support/fake-api";
import { sampleCustomerApps } from "../support/hub-fixtures";
import { WithHub } from "../support/with-hub";

const meta = {
  title: "Site/Cluster/Installed app dialogs",
  parameters: { layout: "fullscreen" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const find = (id: string) => {
  const found = clusterApps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no cluster app ${id}`);
  return found;
};
const scheduler = find("smart-scheduler");
const record = sampleCustomerApps[0];
if (!record) throw new Error("no installed app");

const figures: ClusterAnalytics = {
  installedApps: 1,
  activeSkills: 2,
  workflows: 1,
  executions: 14,
  skills: [
    { name: "plan-day", executions: 9, lastExecutedAt: "2026-11-24T08:30:00.000Z" },
    { name: "find-slot", executions: 5, lastExecutedAt: "2026-11-23T15:10:00.000Z" },
  ],
};
// The dialog asks the server each time it opens: the stories answer that call.
const analytics = (answer: FakeAnswer) => (
  <WithHub path="/cluster" api={{ "/api/cluster/analytics?appId=smart-scheduler": answer }}>
    <AppAnalyticsDialog app={scheduler} onClose={() => {}} />
  </WithHub>
);

export const Configure: Story = {
  render: () => (
    <AppSettingsDialog
      app={scheduler}
      record={record}
      apps={clusterApps}
      installed={["smart-scheduler"]}
      onClose={() => {}}
      onUninstall={() => {}}
    />
  ),
};
export const ConfigureWithDependencies: Story = {
  render: () => (
    <AppSettingsDialog
      app={find("sentiment-radar")}
      record={{ ...record, appId: "sentiment-radar", lastUsedAt: null }}
      apps={clusterApps}
      installed={["data-pipeline", "insight-analytics", "sentiment-radar"]}
      onClose={() => {}}
      onUninstall={() => {}}
    />
  ),
};
export const Analytics: Story = { render: () => analytics(fake.ok(figures)) };
export const AnalyticsNothingRunYet: Story = {
  render: () =>
    analytics(
      fake.ok({
        ...figures,
        workflows: 0,
        executions: 0,
        skills: figures.skills?.map((skill) => ({ ...skill, executions: 0, lastExecutedAt: null })),
      }),
    ),
};
export const AnalyticsLoading: Story = { render: () => analytics(fake.pending) };
export const AnalyticsFailed: Story = {
  render: () => analytics(fake.error(503, "The database is unavailable", undefined, "database_unavailable")),
};
