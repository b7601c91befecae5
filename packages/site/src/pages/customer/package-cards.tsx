import { customerPackageCards } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";
import * as customerCss from "./customer.css";

const packages = customerPackageCards();

/** Spec 000: the six static package cards with their tiers and sample personalities. */
export function PackageCards() {
  return (
    <section className={css.section} aria-labelledby="packages-title">
      <h2 id="packages-title" className={css.sectionTitle}>
        Personality Packages
      </h2>
      <div className={css.grid}>
        {packages.map((pack) => (
          <article key={pack.id} className={css.card} data-testid="package-card">
            <h3 className={css.cardTitle}>{pack.name}</h3>
            <p className={css.small} style={{ margin: 0 }}>
              {pack.description}
            </p>
            <ul className={customerCss.chips} aria-label={`${pack.name} tiers`}>
              {pack.tiers.map((tier) => (
                <li key={tier} className={css.badge.accent}>
                  {tier}
                </li>
              ))}
            </ul>
            <p className={customerCss.detail}>Includes {pack.sampleNames.join(", ")}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
