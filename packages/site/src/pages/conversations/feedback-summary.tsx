import type { ThreadList } from "@hub-of-minds/core";
import { useId } from "react";
import * as ui from "../../ui/ui.css";
import * as css from "./conversations.css";
import { personalityName } from "./thread-format";

type FeedbackRow = ThreadList["feedbackByPersonality"][number];

/** The ratings on the listed threads' answers, per personality: which one visitors like, which one they do not. */
export function FeedbackSummary({ rows }: { rows: readonly FeedbackRow[] | undefined }) {
  const id = useId();
  const rated = (rows ?? []).filter((row) => row.up + row.down > 0).sort((a, b) => b.up + b.down - (a.up + a.down));
  return (
    <section className={ui.card} aria-labelledby={`${id}-title`} data-testid="feedback-summary">
      <h2 id={`${id}-title`} className={ui.cardTitle}>
        Feedback by personality
      </h2>
      {rows === undefined ? (
        <p className={`${ui.small} ${ui.muted}`} role="status">
          Counting the ratings…
        </p>
      ) : rated.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>
          No answer in these threads has been rated yet. Visitors rate an answer with the thumbs under it.
        </p>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.cell}>Personality</th>
                <th className={css.numberCell}>Rated up</th>
                <th className={css.numberCell}>Rated down</th>
                <th className={css.numberCell}>Liked</th>
              </tr>
            </thead>
            <tbody>
              {rated.map((row) => (
                <tr key={row.personalityId ?? ""} data-testid="feedback-row">
                  <td className={css.cell}>
                    {row.personalityId ? personalityName(row.personalityId) : "Plain model chats"}
                  </td>
                  <td className={css.numberCell}>{row.up}</td>
                  <td className={css.numberCell}>{row.down}</td>
                  <td className={css.numberCell}>{Math.round((row.up / (row.up + row.down)) * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
