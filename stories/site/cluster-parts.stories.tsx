import { clusterApps } from "@hub-of-minds/core";
import { AppCard } from "@hub-of-minds/site/pages/cluster/app-card";
import { ConfirmUninstallDialog } from "@hub-of-minds/site/pages/cluster/confirm-uninstall-dialog";
import { InstalledApps } from "@hub-of-minds/site/pages/cluster/installed-apps";
import { ContainerCard } from "@hub-of-minds/site/pages/yaml-storage/container-card";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleContainers, sampleCustomerApps } from "../support/hub-fixtures";

const meta = {
  title: "Site/Cluster and storage parts",
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const app = clusterApps.find((candidate) => candidate.id === "sentiment-radar") ?? clusterApps[0];
if (!app) throw new Error("no cluster apps");

export const AvailableApp: Story = {
  render: () => (
    <AppCard app={app} apps={clusterApps} installed={[]} busy={false} onInstall={() => {}} onUninstall={() => {}} />
  ),
};
export const InstalledApp: Story = {
  render: () => (
    <AppCard
      app={app}
      apps={clusterApps}
      installed={[app.id]}
      busy={false}
      onInstall={() => {}}
      onUninstall={() => {}}
    />
  ),
};
export const ConfirmingUninstall: Story = {
  render: () => <ConfirmUninstallDialog app={app} onConfirm={() => {}} onCancel={() => {}} />,
};
export const Installing: Story = {
  render: () => (
    <AppCard app={app} apps={clusterApps} installed={[]} busy onInstall={() => {}} onUninstall={() => {}} />
  ),
};
export const InstalledList: Story = {
  render: () => <InstalledApps records={sampleCustomerApps} onUninstall={() => {}} />,
};
export const Uninstalling: Story = {
  render: () => (
    <InstalledApps
      records={sampleCustomerApps}
      busyAppId={sampleCustomerApps[0]?.appId ?? null}
      onUninstall={() => {}}
    />
  ),
};
export const NoAppsInstalled: Story = { render: () => <InstalledApps records={[]} /> };

const container = sampleContainers[0];
if (!container) throw new Error("no containers");
export const Container: Story = { render: () => <ContainerCard container={container} /> };
export const UnencryptedContainer: Story = {
  render: () => <ContainerCard container={{ ...container, encryptionEnabled: false, currentSize: 0 }} />,
};
