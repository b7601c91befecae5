import { type AiModel, customerCatalogueBadgeLabels, customerCatalogueView } from "@hub-of-minds/core";
import { useMemo } from "react";
import { EmptyState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import * as customerCss from "./customer.css";
import { PersonalityCard } from "./personality-card";

/** Spec 000: groups in the documented category order, each with its count; empty groups hidden. */
export function PersonalityCatalogue({ models }: { models: readonly AiModel[] }) {
  const view = useMemo(() => customerCatalogueView(models), [models]);
  return (
    <section className={css.section} aria-labelledby="catalogue-title">
      <div className={css.cardHeader}>
        <h2 id="catalogue-title" className={css.sectionTitle} style={{ margin: 0 }}>
          AI Personality Catalogue
        </h2>
        <div className={css.row} data-testid="catalogue-badges">
          {customerCatalogueBadgeLabels(view.badges).map((label) => (
            <span key={label} className={css.badge.accent}>
              {label}
            </span>
          ))}
        </div>
      </div>
      {view.groups.length === 0 ? (
        <EmptyState title="No personalities available" />
      ) : (
        view.groups.map((group) => (
          <section key={group.category} aria-labelledby={`group-${group.category}`} data-testid="catalogue-group">
            <h3 id={`group-${group.category}`} className={customerCss.groupHeading}>
              {group.label} <span className={css.badge.outline}>{group.count}</span>
            </h3>
            <div className={css.grid}>
              {group.cards.map((card) => (
                <PersonalityCard key={card.id} card={card} />
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
