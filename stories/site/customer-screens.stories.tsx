import { apiUrl, type StorageDocument } from "@hub-of-minds/core";
import { TopNavLayout } from "@hub-of-minds/site/layouts/top-nav-layout";
import { ClusterPage } from "@hub-of-minds/site/pages/cluster/cluster-page";
import { CustomerPage } from "@hub-of-minds/site/pages/customer/customer-page";
import { UnifiedHubPage } from "@hub-of-minds/site/pages/hub/unified-hub-page";
import { YamlStoragePage } from "@hub-of-minds/site/pages/yaml-storage/yaml-storage-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { type FakeRoutes, fake } from "../support/fake-api";
import { sampleContainers, sampleCustomer } from "../support/hub-fixtures";
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
/** Documents on their way to being searchable: the progress line and each row's state. */
const indexingDocuments: StorageDocument[] = (
  [
    ["Returns handbook.pdf", "ready", 24, "text-embedding-3-small", null],
    ["Shipping FAQ.md", "indexing", 0, null, null],
    ["Warranty terms.html", "queued", 0, null, null],
    ["Scanned contract.pdf", "failed", 3, null, "OpenAI answered 503: the embeddings are unavailable"],
  ] as const
).map(([title, indexStatus, chunks, vectorModel, indexError], index) => ({
  id: index + 1,
  containerId: sampleContainers[0]?.id ?? "",
  title,
  mediaType: "text/plain",
  size: 48_000 + index * 9_000,
  chunks,
  encrypted: false,
  createdAt: "2026-11-26T09:00:00.000Z",
  indexStatus,
  indexError,
  vectorModel,
}));
export const YamlStorageIndexing: Story = {
  render: () => (
    <Screen
      path="/yaml-storage"
      api={{
        [apiUrl("listStorageDocuments", { params: { id: sampleContainers[0]?.id ?? "" } })]: fake.ok(indexingDocuments),
      }}
    >
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
