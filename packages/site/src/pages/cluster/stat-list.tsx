import * as css from "../../ui/ui.css";

export interface Stat {
  label: string;
  value: number;
  testId: string;
}

/** The cluster's figures as cards of a definition list: the Analytics tab's and an installed app's. */
export function StatList({ stats, compact = false }: { stats: readonly Stat[]; compact?: boolean }) {
  return (
    <dl className={css.gridSmall} style={{ margin: 0 }}>
      {stats.map((stat) => (
        <div key={stat.label} className={css.card} style={compact ? { padding: 12, gap: 4 } : undefined}>
          <dt className={css.muted}>{stat.label}</dt>
          <dd className={css.bigNumber} data-testid={stat.testId}>
            {stat.value.toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
