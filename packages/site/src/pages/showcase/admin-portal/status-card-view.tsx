import type { AdminStatusCard } from "@hub-of-minds/core";
import { Badge } from "../shared/badge";
import * as css from "../shared/showcase.css";
import { adminStatusTone } from "../shared/status-tones";

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
        <Badge tone={adminStatusTone[card.status]}>{card.status}</Badge>
        <span className={`${css.muted} ${css.small}`}>{trendText[card.trend]}</span>
      </div>
    </article>
  );
}
