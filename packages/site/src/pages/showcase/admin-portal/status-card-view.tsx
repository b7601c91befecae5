import type { AdminStatusCard } from "@hub-of-minds/core";
import { Badge, type BadgeTone } from "../shared/badge";
import * as css from "../shared/showcase.css";

const statusTone: Record<AdminStatusCard["status"], BadgeTone> = {
  excellent: "success",
  good: "accent",
  warning: "warning",
  other: "neutral",
};
const trendText: Record<AdminStatusCard["trend"], string> = { up: "↑ rising", stable: "→ stable", down: "↓ falling" };

/** One System Overview card: name, value, status badge and trend. */
export function StatusCardView({ card }: { card: AdminStatusCard }) {
  return (
    <article className={css.statTile} data-testid="admin-status-card">
      <p className={css.statLabel}>{card.name}</p>
      <p className={css.statValue} style={{ fontSize: 22 }}>
        {card.value}
      </p>
      <div className={css.spread}>
        <Badge tone={statusTone[card.status]}>{card.status}</Badge>
        <span className={`${css.muted} ${css.small}`}>{trendText[card.trend]}</span>
      </div>
    </article>
  );
}
