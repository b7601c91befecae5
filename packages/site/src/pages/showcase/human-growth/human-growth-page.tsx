import { createHumanGrowthEngine } from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { Badge } from "../shared/badge";
import { formatClock } from "../shared/format";
import { Meter } from "../shared/meter";
import { allPersonalityNames } from "../shared/personality-names";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { ShowcaseTabs } from "../shared/showcase-tabs";
import { purposeTone } from "../shared/status-tones";

/** Spec 001 human growth at /human-growth, /growth-center and /transcendence. */
export function HumanGrowthPage() {
  const [state, dispatch] = useEngine(() => createHumanGrowthEngine(allPersonalityNames), useSeedOption());

  const tools = (
    <div className={css.grid}>
      {state.tools.map((tool) => (
        <article key={tool.id} className={css.card}>
          <div className={css.spread}>
            <h3 className={css.cardTitle}>{tool.name}</h3>
            <Badge tone={tool.active ? "success" : "neutral"}>{tool.active ? "Active" : "Available"}</Badge>
          </div>
          <Badge>{tool.category}</Badge>
          <p className={css.muted}>{tool.description}</p>
          <p>
            <strong>Guidance:</strong> {tool.guidance}
          </p>
          <div>
            <strong>Exercises</strong>
            <ul>
              {tool.exercises.map((exercise) => (
                <li key={exercise}>{exercise}</li>
              ))}
            </ul>
          </div>
          <ul className={`${css.muted} ${css.small}`}>
            {tool.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
          <Meter
            label="Progress"
            ariaLabel={`${tool.name} progress`}
            value={tool.progress}
            valueText={`${tool.progress}%`}
          />
        </article>
      ))}
    </div>
  );

  const purposes = (
    <div className={css.grid}>
      {state.purposes.map((purpose) => (
        <article key={purpose.id} className={css.card}>
          <div className={css.spread}>
            <h3 className={css.cardTitle}>{purpose.title}</h3>
            <Badge tone={purposeTone[purpose.status]}>{purpose.status}</Badge>
          </div>
          <p className={css.muted}>{purpose.description}</p>
          <p>{purpose.significance}</p>
          <ol>
            {purpose.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={css.small}>
            <strong>Cosmic impact:</strong> {purpose.cosmicImpact}
          </p>
        </article>
      ))}
    </div>
  );

  const wisdom = (
    <>
      <div className={css.card}>
        <Meter label="Human Evolution Level" value={state.evolutionLevel} />
      </div>
      <ul className={css.list} aria-label="Wisdom stream">
        {state.wisdom.map((item) => (
          <li key={item.id} className={css.listItem}>
            <p>
              <strong>“{item.wisdom}”</strong>
            </p>
            <p className={css.muted}>Practice: {item.application}</p>
            <p className={`${css.muted} ${css.small}`}>
              Shared by {item.source} · {formatClock(item.timestamp)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );

  const guidance = (
    <form
      className={css.card}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: "requestGuidance" });
      }}
    >
      <h3 className={css.cardTitle}>Personal Guidance</h3>
      <p className={css.muted}>
        Describe where you are on your path. The minds reflect on every request in their own time.
      </p>
      <div className={css.field}>
        <label htmlFor="guidance-text" className={css.label}>
          What would you like guidance on?
        </label>
        <textarea
          id="guidance-text"
          className={css.textarea}
          value={state.guidanceText}
          onChange={(event) => dispatch({ type: "setGuidanceText", text: event.target.value })}
        />
      </div>
      <div>
        <button type="submit" className={css.button.primary}>
          Request Guidance
        </button>
      </div>
    </form>
  );

  return (
    <ShowcaseShell
      eyebrow="Growth Center · Transcendence"
      title="Human Growth"
      lead="Tools, purposes and living wisdom from the 56 minds, to help every human grow at their own pace."
    >
      <ShowcaseTabs
        label="Human growth"
        tabs={[
          { id: "tools", label: "Growth Tools", content: tools },
          { id: "purposes", label: "Life Purposes", content: purposes },
          { id: "wisdom", label: "Wisdom Streams", content: wisdom },
          { id: "guidance", label: "Personal Guidance", content: guidance },
        ]}
      />
    </ShowcaseShell>
  );
}
