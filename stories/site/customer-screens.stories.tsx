import { apiUrl } from "@hub-of-minds/core";
import { TopNavLayout } from "@hub-of-minds/site/layouts/top-nav-layout";
import { ClusterPage } from "@hub-of-minds/site/pages/cluster/cluster-page";
import { CustomerPage } from "@hub-of-minds/site/pages/customer/customer-page";
import { UnifiedHubPage } from "@hub-of-minds/site/pages/hub/unified-hub-page";
import { YamlStoragePage } from "@hub-of-minds/site/pages/yaml-storage/yaml-storage-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { type FakeRoutes, fake } from "../support/fake-api";
import { sampleCustomer } from "../support/hub-fixtures";
import { WithHub } from "../support/with-hub";

const meta = { title: "Site/Customer screens", parameters: { layout: "fullscreen" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

function Screen({ path, api, children }: { path: string; api?: FakeRoutes; children: ReactNode }) {
  return (
    <WithHub path={path} api={api}>
      <TopNavLayout>{children}</TopNavLayout>
    </WithHub>
  );
}

const customerPath = apiUrl("getCustomer", { params: { id: 1 } });

export const PersonalityHub: Story = {
  render: () => (
    <Screen path="/customer">
      <CustomerPage />
    </Screen>
  ),
};
export const PersonalityHubSuspended: Story = {
  render: () => (
    <Screen
      path="/customer"
      api={{
        [customerPath]: fake.ok({ ...sampleCustomer, subscriptionStatus: "past_due", firstName: null, lastName: null }),
      }}
    >
      <CustomerPage />
    </Screen>
  ),
};
export const PersonalityHubSignedOut: Story = {
  render: () => (
    <Screen path="/customer" api={{ [customerPath]: fake.error(401, "Administrator session required") }}>
      <CustomerPage />
    </Screen>
  ),
};
export const PersonalityHubLoading: Story = {
  render: () => (
    <Screen path="/customer" api={{ [customerPath]: fake.pending }}>
      <CustomerPage />
    </Screen>
  ),
};
export const PersonalityHubCatalogueLoading: Story = {
  render: () => (
    <Screen path="/customer" api={{ [apiUrl("listAiModels")]: fake.pending }}>
      <CustomerPage />
    </Screen>
  ),
};
export const PersonalityHubError: Story = {
  render: () => (
    <Screen path="/customer" api={{ [customerPath]: fake.error(404, "No customer 1") }}>
      <CustomerPage />
    </Screen>
  ),
};

export const Cluster: Story = {
  render: () => (
    <Screen path="/cluster">
      <ClusterPage />
    </Screen>
  ),
};
export const ClusterNothingInstalled: Story = {
  render: () => (
    <Screen path="/cluster" api={{ [apiUrl("listCustomerApps")]: fake.ok([]) }}>
      <ClusterPage />
    </Screen>
  ),
};
export const ClusterLoading: Story = {
  render: () => (
    <Screen path="/cluster" api={{ [apiUrl("listClusterApps")]: fake.pending }}>
      <ClusterPage />
    </Screen>
  ),
};
export const ClusterError: Story = {
  render: () => (
    <Screen path="/cluster" api={{ [apiUrl("listClusterApps")]: fake.error(500, "Marketplace offline") }}>
      <ClusterPage />
    </Screen>
  ),
};

export const YamlStorage: Story = {
  render: () => (
    <Screen path="/yaml-storage">
      <YamlStoragePage />
    </Screen>
  ),
};
export const YamlStorageLoading: Story = {
  render: () => (
    <Screen
      path="/yaml-storage"
      api={{
        [apiUrl("getStorageStatistics")]: fake.pending,
        [`${apiUrl("listStorageContainers")}?storageType=shared`]: fake.pending,
      }}
    >
      <YamlStoragePage />
    </Screen>
  ),
};
export const YamlStorageError: Story = {
  render: () => (
    <Screen
      path="/yaml-storage"
      api={{ [`${apiUrl("listStorageContainers")}?storageType=shared`]: fake.error(500, "Storage offline") }}
    >
      <YamlStoragePage />
    </Screen>
  ),
};

export const UnifiedHub: Story = {
  render: () => (
    <Screen path="/hub">
      <UnifiedHubPage rotate={false} />
    </Screen>
  ),
};
