import {
  type FaqCategory,
  faqCategoryFilters,
  faqEmptyStateHint,
  faqEmptyStateTitle,
  faqItems,
  faqPricingTiers,
  searchFaq,
} from "@hub-of-minds/core";
import { useMemo, useState } from "react";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import * as local from "./faq.css";
import { FaqItemView } from "./faq-item-view";

/** Spec 001 FAQ at /faq, /help and /questions. */
export function FaqPage() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory | "all">("all");
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => searchFaq(faqItems, query, category), [query, category]);
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ShowcaseShell
      eyebrow="Help · Questions"
      title="Frequently Asked Questions"
      lead="Answers about the Hub of Minds, its 56 AI personalities, the technology and the cosmos they operate in."
    >
      <section aria-labelledby="faq-search-title" className={css.card}>
        <h2 id="faq-search-title" className={css.cardTitle}>
          Search the FAQ
        </h2>
        <div className={css.field}>
          <label htmlFor="faq-search" className={css.label}>
            Search questions, answers and tags
          </label>
          <input
            id="faq-search"
            type="search"
            className={css.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <fieldset style={{ border: "none", padding: 0, margin: 0 }}>
          <legend className={css.srOnly}>Category</legend>
          <div className={css.row}>
            {faqCategoryFilters.map((filter) => (
              <button
                key={filter.id}
                type="button"
                className={local.categoryButton}
                aria-pressed={category === filter.id}
                onClick={() => setCategory(filter.id)}
              >
                {filter.label}
              </button>
            ))}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="faq-list-title">
        <h2 id="faq-list-title" className={css.sectionTitle}>
          Questions
        </h2>
        {shown.length === 0 ? (
          <div className={css.empty} role="status">
            <p style={{ margin: 0, fontWeight: 700 }}>{faqEmptyStateTitle}</p>
            <p style={{ margin: "4px 0 0" }}>{faqEmptyStateHint}</p>
          </div>
        ) : (
          <ul className={css.list}>
            {shown.map((item) => (
              <FaqItemView key={item.id} item={item} open={openIds.has(item.id)} onToggle={() => toggle(item.id)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pricing-title">
        <h2 id="pricing-title" className={css.sectionTitle}>
          Plans at a Glance
        </h2>
        <div className={css.grid}>
          {faqPricingTiers.map((tier) => (
            <article key={tier.name} className={css.card}>
              <h3 className={css.cardTitle}>{tier.name}</h3>
              <p className={css.statValue}>{tier.price}</p>
              <p className={css.muted}>Access to {tier.personalities}</p>
            </article>
          ))}
        </div>
      </section>
    </ShowcaseShell>
  );
}
