import { apiUrl, type KnowledgeGraph, type StorageContainer, type StorageDocument } from "@hub-of-minds/core";
import { CustomerKnowledge } from "@hub-of-minds/site/pages/customer/customer-knowledge";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FakeRoutes, fake } from "../support/fake-api";
import { sampleAiModels } from "../support/hub-fixtures";
import { WithHub } from "../support/with-hub";

const meta = { title: "Site/Customer knowledge", parameters: { layout: "padded" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const container = (id: string, displayName: string, currentSize: number): StorageContainer => ({
  id,
  displayName,
  description: "",
  category: "knowledge",
  currentSize,
  maxSize: 10 * 1024 * 1024,
  storageType: "private",
  isActive: true,
  encryptionEnabled: false,
  ownerCustomerId: 1,
});
const handbook = container("c1-handbook", "Handbook", 182_000);
const faq = container("c1-faq", "Shop FAQ", 9_000);

/** Documents in each indexing state: ready, on their way, failed. */
const documents: StorageDocument[] = (
  [
    ["Employee handbook.pdf", "ready", 41, null],
    ["Returns policy.md", "indexing", 0, null],
    ["Warranty terms.html", "queued", 0, null],
    ["Scanned contract.pdf", "failed", 0, "The PDF has no text layer: scan it with text recognition first."],
  ] as const
).map(([title, indexStatus, chunks, indexError], index) => ({
  id: index + 1,
  containerId: handbook.id,
  title,
  mediaType: "text/plain",
  size: 64_000 - index * 12_000,
  chunks,
  encrypted: false,
  createdAt: "2026-11-26T09:00:00.000Z",
  indexStatus,
  indexError,
  vectorModel: null,
}));

const graph: KnowledgeGraph = {
  containers: [],
  documents: [],
  bindings: [{ personalityId: sampleAiModels[0]?.id ?? "eve", containerId: handbook.id }],
  categories: 1,
  relationships: 1,
};

function Panel({ api }: { api: FakeRoutes }) {
  return (
    <WithHub path="/customer" api={api}>
      <CustomerKnowledge personalities={sampleAiModels} />
    </WithHub>
  );
}

const containersPath = apiUrl("listKnowledgeContainers");
const documentsPath = apiUrl("listStorageDocuments", { params: { id: handbook.id } });
const graphPath = apiUrl("getKnowledgeGraph");

/** A handbook bound to the first personality, its documents in every indexing state. */
export const WithDocuments: Story = {
  render: () => (
    <Panel
      api={{
        [containersPath]: fake.ok([handbook, faq]),
        [documentsPath]: fake.ok(documents),
        [graphPath]: fake.ok(graph),
      }}
    />
  ),
};
/** A container just made: nothing in it, bound to nothing. */
export const EmptyContainer: Story = {
  render: () => (
    <Panel
      api={{
        [containersPath]: fake.ok([handbook]),
        [documentsPath]: fake.ok([]),
        [graphPath]: fake.ok({ ...graph, bindings: [] }),
      }}
    />
  ),
};
/** A customer without knowledge yet: how to begin. */
export const NoContainers: Story = {
  render: () => <Panel api={{ [containersPath]: fake.ok([]) }} />,
};
/** The most containers a customer keeps: creating another is off, and says why. */
export const AtTheLimit: Story = {
  render: () => (
    <Panel
      api={{
        [containersPath]: fake.ok(
          Array.from({ length: 10 }, (_, i) => container(`c1-shelf-${i}`, `Shelf ${i + 1}`, 0)),
        ),
        [apiUrl("listStorageDocuments", { params: { id: "c1-shelf-0" } })]: fake.ok([]),
        [graphPath]: fake.ok({ ...graph, bindings: [] }),
      }}
    />
  ),
};
export const Loading: Story = {
  render: () => <Panel api={{ [containersPath]: fake.pending }} />,
};
export const Failed: Story = {
  render: () => <Panel api={{ [containersPath]: fake.error(500, "The database did not answer in time") }} />,
};
