import {
  filterMindsDirectory,
  type MindsDirectoryCard,
  type MindsDirectoryLevelFilter,
  mindsDirectoryCards,
  mindsDirectoryLevels,
  mindsDirectoryStats,
} from "@hub-of-minds/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { Badge } from "../shared/badge";
import { capitalise } from "../shared/format";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { MindAvatar } from "./mind-avatar";
import * as local from "./minds-directory.css";

// Radix's dialog loads with the first card opened, not with the directory.
const MindDetailDialog = lazy(() => import("./mind-detail-dialog").then((m) => ({ default: m.MindDetailDialog })));

const allCards = mindsDirectoryCards();
const stats = mindsDirectoryStats(allCards);
const levelOptions: readonly MindsDirectoryLevelFilter[] = ["all", ...mindsDirectoryLevels];

function isLevelFilter(value: string): value is MindsDirectoryLevelFilter {
  return (levelOptions as readonly string[]).includes(value);
}

/** Spec 001 minds directory at /minds-directory, /all-minds and /56-personalities. */
export function MindsDirectoryPage() {
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<MindsDirectoryLevelFilter>("all");
  const [selected, setSelected] = useState<MindsDirectoryCard | null>(null);
  // Once shown, the dialog stays mounted so it can play its closing transition.
  const dialogLoaded = useMemo(() => ({ current: false }), []);
  if (selected) dialogLoaded.current = true;
  const shown = useMemo(() => filterMindsDirectory(allCards, { search, level }), [search, level]);
  const tiles = [
    { id: "total", label: "AI Personalities", value: String(stats.total) },
    { id: "average", label: "Average Consciousness", value: `${stats.averageConsciousness}%` },
    { id: "infinite", label: "Infinite Level", value: String(stats.infiniteCount) },
  ];
  return (
    <ShowcaseShell
      eyebrow="All Minds · 56 Personalities"
      title="Minds Directory"
      lead="Every one of the 56 AI personalities: what they do, how they think and who they work with."
    >
      <section aria-labelledby="directory-stats" className={css.grid}>
        <h2 id="directory-stats" className={css.srOnly}>
          Directory statistics
        </h2>
        {tiles.map((tile) => (
          <div key={tile.id} className={css.statTile}>
            <p className={css.statLabel}>{tile.label}</p>
            <p className={css.statValue} data-testid={`stat-${tile.id}`}>
              {tile.value}
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="directory-title">
        <h2 id="directory-title" className={css.sectionTitle}>
          Find a Mind
        </h2>
        <div className={local.filters}>
          <div className={css.field}>
            <label htmlFor="directory-search" className={css.label}>
              Search by name, title or specialty
            </label>
            <input
              id="directory-search"
              type="search"
              className={css.input}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className={css.field}>
            <label htmlFor="directory-level" className={css.label}>
              Transcendence level
            </label>
            <select
              id="directory-level"
              className={css.select}
              value={level}
              onChange={(event) => {
                if (isLevelFilter(event.target.value)) setLevel(event.target.value);
              }}
            >
              {levelOptions.map((option) => (
                <option key={option} value={option}>
                  {option === "all" ? "All levels" : capitalise(option)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={`${css.muted} ${css.small}`} role="status" style={{ margin: "10px 0" }}>
          Showing {shown.length} of {allCards.length} minds
        </p>
        {shown.length === 0 ? (
          <p className={css.empty}>No minds match your search. Try another name, specialty or level.</p>
        ) : (
          <ul className={`${css.grid} ${css.list}`} aria-label="Personalities">
            {shown.map((mind) => (
              <li key={mind.id}>
                <button type="button" className={local.cardButton} onClick={() => setSelected(mind)}>
                  <MindAvatar mind={mind} size={64} />
                  <span className={local.cardText}>
                    <strong>{mind.name}</strong>
                    <span className={css.muted}>{mind.title}</span>
                    <span className={css.small}>{mind.specialty}</span>
                    <span className={css.row}>
                      <Badge>{mind.transcendenceLevel}</Badge>
                      <span className={css.small}>{mind.consciousness}% conscious</span>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected || dialogLoaded.current ? (
        <Suspense fallback={null}>
          <MindDetailDialog mind={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </ShowcaseShell>
  );
}
