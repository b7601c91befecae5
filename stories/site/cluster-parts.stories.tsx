import { clusterApps } from "@hub-of-minds/core";
import { AppCard } from "@hub-of-minds/site/pages/cluster/app-card";
import { ConfirmInstallDialog } from "@hub-of-minds/site/pages/cluster/confirm-install-dialog";
import { ConfirmUninstallDialog } from "@hub-of-minds/site/pages/cluster/confirm-uninstall-dialog";
import { InstalledApps } from "@hub-of-minds/site/pages/cluster/installed-apps";
import { ContainerCard } from "@hub-of-minds/site/pages/yaml-storage/container-card";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { sampleContainers, sampleCustomerApps } from "../support/hub-fixtures";
import { storyQueryClient, WithApp } from "../support/with-app";

const meta = {
  title: "Site/Cluster and storage parts",
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const find = (id: string) => {
  const found = clusterApps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no cluster app ${id}`);
  return found;
};
// Sentiment Radar needs Insight Analytics, which needs Data Pipeline Connector: a chain of two.
const app = find("sentiment-radar");
const card = (shown: typeof app, installed: string[], busy = false) => (
  <AppCard
    app={shown}
    apps={clusterApps}
    installed={installed}
    busy={busy}
    onInstall={() => {}}
    onUninstall={() => {}}
  />
);

export const AvailableApp: Story = { render: () => card(find("smart-scheduler"), []) };
export const NeedsDependencies: Story = { render: () => card(app, []) };
export const NeedsOneMoreDependency: Story = { render: () => card(app, ["data-pipeline"]) };
export const InstalledApp: Story = {
  render: () => card(app, ["data-pipeline", "insight-analytics", app.id]),
};
export const ConfirmingUninstall: Story = {
  render: () => <ConfirmUninstallDialog app={app} onConfirm={() => {}} onCancel={() => {}} />,
};
export const Installing: Story = { render: () => card(app, [], true) };
export const ConfirmingPaidInstall: Story = {
  render: () => (
    <ConfirmInstallDialog
      plan={{ app: find("persona-composer"), needs: [], missing: [] }}
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
// Skill Exchange is free; two of the three apps it needs are paid for.
const dependencies = ["persona-composer", "smart-scheduler", "workflow-automator"].map(find);
export const ConfirmingPaidDependencies: Story = {
  render: () => (
    <ConfirmInstallDialog
      plan={{
        app: find("skill-exchange"),
        needs: dependencies.map((dependency) => ({ app: dependency, installed: false })),
        missing: dependencies,
      }}
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
// The Installed tab reads each app's skills from the marketplace's catalogue (Configure, Analytics).
const withCatalogue = (children: ReactNode) => (
  <WithApp path="/cluster" client={storyQueryClient([["/api/cluster/apps", { data: clusterApps }]])}>
    {children}
  </WithApp>
);
export const InstalledList: Story = {
  render: () => withCatalogue(<InstalledApps records={sampleCustomerApps} onUninstall={() => {}} />),
};
export const Uninstalling: Story = {
  render: () =>
    withCatalogue(
      <InstalledApps
        records={sampleCustomerApps}
        busyAppId={sampleCustomerApps[0]?.appId ?? null}
        onUninstall={() => {}}
      />,
    ),
};
export const NoAppsInstalled: Story = { render: () => withCatalogue(<InstalledApps records={[]} />) };

const container = sampleContainers[0];
if (!container) throw new Error("no containers");
export const Container: Story = { render: () => <ContainerCard container={container} /> };
export const UnencryptedContainer: Story = {
  render: () => <ContainerCard container={{ ...container, encryptionEnabled: false, currentSize: 0 }} />,
};
