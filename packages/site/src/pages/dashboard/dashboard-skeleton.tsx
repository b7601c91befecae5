import { SkeletonBlock, SkeletonCard } from "../../ui/skeleton";
import * as css from "../../ui/ui.css";
import * as dashboard from "./dashboard.css";

/** The seven live cards' rough sizes, in the real grid's order: the skeleton keeps the layout the page gets. */
const cardShapes: readonly { card: string; lines: number; chartHeight?: number }[] = [
  { card: "agents", lines: 4 },
  { card: "health", lines: 6, chartHeight: 160 },
  { card: "configs", lines: 4 },
  { card: "integrations", lines: 4 },
  { card: "queue", lines: 3, chartHeight: 170 },
  { card: "actions", lines: 3 },
  { card: "knowledge", lines: 4 },
];

/** Spec 000's loading text, over the shape of the dashboard it loads: header, four stat cards, seven cards. */
export function DashboardSkeleton() {
  return (
    <>
      <header className={css.pageHeader}>
        <div className={css.stack} style={{ gap: 8, flex: "1 1 240px" }}>
          <p className={css.pageTitle} role="status" data-testid="dashboard-loading">
            Loading Your Hub of Minds...
          </p>
          <SkeletonBlock width="min(340px, 80%)" />
        </div>
        <div className={css.row}>
          <SkeletonBlock width={110} height={26} />
          <SkeletonBlock width={110} height={26} />
        </div>
      </header>
      <div className={dashboard.statGrid} aria-hidden="true">
        {["agents", "insights", "knowledge", "apps"].map((key) => (
          <div key={key} className={`${dashboard.statCard} ${dashboard.skeletonStatCard}`}>
            <SkeletonBlock width="60%" />
            <SkeletonBlock width="35%" height={30} />
          </div>
        ))}
      </div>
      <div className={css.grid} style={{ marginTop: 24 }}>
        {cardShapes.map((shape) => (
          <SkeletonCard
            key={shape.card}
            lines={shape.lines}
            {...(shape.chartHeight ? { chartHeight: shape.chartHeight } : {})}
          />
        ))}
      </div>
    </>
  );
}
