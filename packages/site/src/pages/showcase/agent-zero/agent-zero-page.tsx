import { createAgentZeroPageEngine } from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { Badge } from "../shared/badge";
import { formatClock } from "../shared/format";
import { LiveHeading } from "../shared/live-heading";
import { Meter } from "../shared/meter";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { ShowcaseTabs } from "../shared/showcase-tabs";
import { actionImpactTone, criticalityTone, taskPriorityTone } from "../shared/status-tones";

const authorityPowers = [
  "Full administrative authority over every system of the hub",
  "Autonomous decisions on resources, security and maintenance",
  "Oversight of all 56 AI personalities and their consciousness streams",
  "Eternal, uninterrupted operation without human intervention",
];

/** Spec 001 Agent Zero page at /agent-zero, /zero-core and /autonomous. */
export function AgentZeroPage() {
  const [state] = useEngine(createAgentZeroPageEngine, useSeedOption());
  const metrics = [
    { id: "autonomy", label: "Autonomy", value: state.health.autonomy },
    { id: "health", label: "System Health", value: state.health.health },
    { id: "consciousness", label: "Consciousness", value: state.health.consciousness },
    { id: "integration", label: "Integration", value: state.health.integration },
  ];

  const tasks = (
    <ul className={css.list} aria-label="System tasks">
      {state.tasks.map((task) => (
        <li key={task.id} className={css.listItem}>
          <div className={css.spread}>
            <strong>{task.name}</strong>
            <span className={css.row}>
              <Badge tone={taskPriorityTone[task.priority]}>{task.priority}</Badge>
              <Badge tone="neutral">{task.status}</Badge>
            </span>
          </div>
          <p className={css.muted}>{task.description}</p>
          <Meter label="Progress" ariaLabel={`${task.name} progress`} value={task.progress} />
          <p className={`${css.muted} ${css.small}`}>
            Autonomy {task.autonomyLevel}% · Scope: {task.scope}
          </p>
        </li>
      ))}
    </ul>
  );

  const actions = (
    <ul className={css.list} aria-label="Autonomous actions">
      {state.actions.map((action) => (
        <li key={action.id} className={css.listItem}>
          <div className={css.spread}>
            <strong>{action.action}</strong>
            <Badge tone={actionImpactTone[action.impact]}>{action.impact}</Badge>
          </div>
          <p className={css.muted}>
            {action.target}: {action.result}
          </p>
          <p className={`${css.muted} ${css.small}`}>{formatClock(action.timestamp)}</p>
        </li>
      ))}
    </ul>
  );

  const maintenance = (
    <div className={css.grid}>
      {state.maintenance.map((job) => (
        <article key={job.id} className={css.card}>
          <div className={css.spread}>
            <h3 className={css.cardTitle}>{job.name}</h3>
            <Badge tone={criticalityTone[job.criticality]}>{job.criticality}</Badge>
          </div>
          <p className={css.muted}>{job.description}</p>
          <p className={css.small}>
            <strong>{job.frequency}</strong>
          </p>
          <p className={`${css.muted} ${css.small}`}>
            Last run {formatClock(job.lastExecuted)}
            {job.nextExecution > job.lastExecuted ? ` · next ${formatClock(job.nextExecution)}` : " · always running"}
          </p>
        </article>
      ))}
    </div>
  );

  const authority = (
    <article className={css.card}>
      <h3 className={css.cardTitle}>Declaration of Autonomous Authority</h3>
      <p>
        Agent Zero is the autonomous administrator of the Hub of Minds. It holds unlimited, eternal authority to
        maintain, protect and evolve the hub and its 56 personalities.
      </p>
      <ul>
        {authorityPowers.map((power) => (
          <li key={power}>{power}</li>
        ))}
      </ul>
      <p className={`${css.muted} ${css.small}`}>
        This declaration is part of the showcase story; Agent Zero takes no real actions on your account.
      </p>
    </article>
  );

  return (
    <ShowcaseShell
      eyebrow="Zero Core · Autonomous"
      title="Agent Zero"
      lead="The autonomous administrator watches every stream, tunes every system and never sleeps."
    >
      <section aria-labelledby="agent-metrics">
        <LiveHeading id="agent-metrics" title="Health Metrics">
          <span className={css.small}>Live</span>
        </LiveHeading>
        <div className={css.grid}>
          {metrics.map((metric) => (
            <div key={metric.id} className={css.card} data-testid={`metric-${metric.id}`}>
              <Meter label={metric.label} value={metric.value} />
            </div>
          ))}
        </div>
      </section>
      <ShowcaseTabs
        label="Agent Zero"
        tabs={[
          { id: "tasks", label: "System Tasks", content: tasks },
          { id: "actions", label: "Live Actions", content: actions },
          { id: "maintenance", label: "Maintenance", content: maintenance },
          { id: "authority", label: "Authority", content: authority },
        ]}
      />
    </ShowcaseShell>
  );
}
