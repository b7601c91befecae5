import { useAllStorageContainers, useStorageContainers, useStorageStatistics } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { ContainerCard } from "./container-card";
import { KnowledgePanel } from "./knowledge-panel";
import { MemoryPanel } from "./memory-panel";
import { downloadStorageExport } from "./storage-export";

const features = [
  {
    title: "Human-readable storage",
    text: "Every memory and document is kept as YAML you can read, diff and version.",
  },
  { title: "Shared memory spaces", text: "Agents read from shared containers and keep their private notes apart." },
  { title: "Encryption at rest", text: "Sensitive containers are encrypted before they touch the disk." },
];

/** `/yaml-storage`: statistics, the shared containers, feature cards and the system status. */
export function YamlStoragePage() {
  const statistics = useStorageStatistics();
  const containers = useStorageContainers();
  // Spec 000 lists the shared containers; the rest follow, so every container the statistics count is shown.
  const all = useAllStorageContainers();
  const others = all.data?.filter((container) => container.storageType !== "shared") ?? [];
  const stats = statistics.data
    ? [
        { label: "Containers", value: statistics.data.containers },
        { label: "Documents", value: statistics.data.documents },
        { label: "Memory Spaces", value: statistics.data.memorySpaces },
        { label: "Memory Entries", value: statistics.data.memoryEntries },
      ]
    : [];
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>YAML Storage Manager</h1>
          <p className={css.pageSubtitle}>Containers, documents and memory spaces of your AI minds</p>
        </div>
      </header>
      {statistics.isPending ? (
        <SkeletonRows rows={1} label="Loading the statistics" />
      ) : statistics.isError ? (
        <ErrorState what="The statistics" error={statistics.error} onRetry={() => statistics.refetch()} />
      ) : (
        <dl className={css.gridSmall} style={{ margin: 0 }} aria-label="Storage statistics">
          {stats.map((stat) => (
            <div key={stat.label} className={css.card}>
              <dt className={css.muted}>{stat.label}</dt>
              <dd className={css.bigNumber} style={{ margin: 0 }} data-testid={`storage-${stat.label}`}>
                {stat.value.toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <section className={css.section} aria-labelledby="containers-title">
        <h2 id="containers-title" className={css.sectionTitle}>
          Storage Containers
        </h2>
        {containers.isPending ? (
          <SkeletonRows rows={5} label="Loading the storage containers" />
        ) : containers.isError ? (
          <ErrorState what="The storage containers" error={containers.error} onRetry={() => containers.refetch()} />
        ) : containers.data.length === 0 ? (
          <EmptyState title="No shared containers yet" />
        ) : (
          <div className={css.grid}>
            {containers.data.map((container) => (
              <ContainerCard key={container.id} container={container} />
            ))}
          </div>
        )}
        {others.length > 0 ? (
          <>
            <h3 className={css.sectionTitle} style={{ marginTop: 24, fontSize: 17 }}>
              Private and system containers
            </h3>
            <div className={css.grid}>
              {others.map((container) => (
                <ContainerCard key={container.id} container={container} />
              ))}
            </div>
          </>
        ) : null}
      </section>
      {containers.data?.length ? <KnowledgePanel containers={containers.data} /> : null}
      <MemoryPanel />
      <section className={css.section} aria-labelledby="features-title">
        <h2 id="features-title" className={css.sectionTitle}>
          Features
        </h2>
        <div className={css.grid}>
          {features.map((feature) => (
            <article key={feature.title} className={css.card}>
              <h3 className={css.cardTitle}>{feature.title}</h3>
              <p className={css.small} style={{ margin: 0 }}>
                {feature.text}
              </p>
            </article>
          ))}
          <article className={css.card} aria-labelledby="system-status-title">
            <h3 id="system-status-title" className={css.cardTitle}>
              System Status
            </h3>
            <p className={css.row} style={{ margin: 0 }}>
              <span
                className={containers.isError || statistics.isError ? css.dot.off : css.dot.on}
                aria-hidden="true"
              />
              {containers.isError || statistics.isError ? "Storage unreachable" : "All storage systems operational"}
            </p>
            <div className={css.row}>
              <button
                type="button"
                className={css.button.secondary}
                disabled={!statistics.data || !all.data}
                onClick={() => statistics.data && all.data && downloadStorageExport(statistics.data, all.data)}
              >
                Export Data
              </button>
            </div>
          </article>
        </div>
      </section>
    </>
  );
}

export default YamlStoragePage;
