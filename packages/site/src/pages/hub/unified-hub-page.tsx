import {
  defaultHubBrandFilter,
  filterHubEntries,
  type HubBrandFilter,
  type HubEntry,
  hubBrandFilters,
  hubEntries,
  hubEntryAction,
  unifiedHubConstants,
  unifiedHubStats,
} from "@hub-of-minds/core";
import { useEffect, useState } from "react";
import { PageLink } from "../../routing/page-link";
import * as css from "../../ui/ui.css";
import * as hubCss from "./hub.css";
import { hubBackgrounds, nextBackground } from "./hub-backgrounds";
import { hubLinkGroups } from "./hub-links";

const statusBadge = { active: css.badge.success, developing: css.badge.warning, planned: css.badge.outline } as const;

export function HubEntryCard({ entry }: { entry: HubEntry }) {
  const action = hubEntryAction(entry);
  return (
    <article className={css.card} data-testid="hub-entry" data-status={entry.status}>
      <div className={css.spread} style={{ alignItems: "start" }}>
        <h3 className={css.cardTitle}>{entry.name}</h3>
        <span className={statusBadge[entry.status]}>{entry.status}</span>
      </div>
      <p className={css.small} style={{ margin: 0 }}>
        {entry.description}
      </p>
      <div className={css.row}>
        <span className={css.badge.accent}>{entry.category}</span>
        <span className={css.badge.outline}>{entry.brand}</span>
      </div>
      {action.kind === "launch" ? (
        <PageLink href={action.href} className={css.button.primary} aria-label={`Launch ${entry.name}`}>
          Launch
        </PageLink>
      ) : action.kind === "disabled" ? (
        <button type="button" className={css.button.secondary} disabled>
          {action.label}
        </button>
      ) : null}
    </article>
  );
}

/** `/hub`, `/minds-hub`: the unified hub of spec 000 (brand filter, 16 entries, stats, rotating backdrop). */
export function UnifiedHubPage({ rotate = true }: { rotate?: boolean }) {
  const [filter, setFilter] = useState<HubBrandFilter>(defaultHubBrandFilter);
  const [background, setBackground] = useState(0);
  useEffect(() => {
    if (!rotate) return;
    const timer = setInterval(() => setBackground(nextBackground), unifiedHubConstants.backgroundRotationMs);
    return () => clearInterval(timer);
  }, [rotate]);
  const shown = filterHubEntries(hubEntries, filter);
  const stats = unifiedHubStats(shown);
  return (
    <>
      <section
        className={hubCss.hero}
        style={{ background: hubBackgrounds[background] }}
        data-background={background}
        aria-labelledby="hub-title"
      >
        <h1 id="hub-title" className={css.pageTitle}>
          Hub of Minds
        </h1>
        <p className={css.pageSubtitle} style={{ color: "inherit" }}>
          Every system of the NextXus platform and the HumanCodeX suite in one place
        </p>
        <fieldset className={css.row} style={{ border: "none", margin: 0, padding: 0 }}>
          <legend className={css.visuallyHidden}>Brand</legend>
          {hubBrandFilters.map((brand) => (
            <button
              key={brand.id}
              type="button"
              className={`${css.button.secondary} ${hubCss.filterButton}`}
              aria-pressed={filter === brand.id}
              onClick={() => setFilter(brand.id)}
            >
              {brand.label}
            </button>
          ))}
        </fieldset>
      </section>
      <dl className={css.gridSmall} style={{ margin: 0 }} aria-label="Hub statistics">
        {[
          { label: "Total Apps", value: stats.totalApps, testId: "hub-total" },
          { label: "Active Systems", value: stats.activeSystems, testId: "hub-active" },
          { label: "AI Personalities", value: stats.aiPersonalities, testId: "hub-personalities" },
          { label: "Cluster Apps", value: stats.clusterApps, testId: "hub-cluster" },
        ].map((stat) => (
          <div key={stat.label} className={css.card}>
            <dt className={css.muted}>{stat.label}</dt>
            <dd className={css.bigNumber} style={{ margin: 0 }} data-testid={stat.testId}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <section className={css.section} aria-labelledby="hub-systems-title">
        <h2 id="hub-systems-title" className={css.sectionTitle}>
          Systems
        </h2>
        <div className={css.grid}>
          {shown.map((entry) => (
            <HubEntryCard key={entry.id} entry={entry} />
          ))}
        </div>
      </section>
      <section className={css.section} aria-labelledby="hub-links-title">
        <h2 id="hub-links-title" className={css.sectionTitle}>
          Explore
        </h2>
        <div className={css.grid}>
          {hubLinkGroups.map((group) => (
            <nav key={group.title} className={css.card} aria-label={group.title}>
              <h3 className={css.cardTitle}>{group.title}</h3>
              <ul className={hubCss.linkList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <PageLink href={link.href} className={css.button.secondary}>
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </>
  );
}

export default UnifiedHubPage;
