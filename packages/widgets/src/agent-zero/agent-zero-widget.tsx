import { type AgentMetric, type AgentTask, createAgentWidgetEngine } from "@hub-of-minds/core/protocol";
import { useId, useRef } from "react";
import { useEngine } from "../shared/use-engine";
import * as ui from "../shared/widget.css";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./agent-zero.css";

export interface AgentZeroWidgetProps {
  theme?: string;
  /** Fixes the random source (stories, tests). */
  seed?: number;
}

const number = new Intl.NumberFormat("en-US");
const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

function metricText(metric: AgentMetric): string {
  return metric.unit === "%" ? `${metric.value}%` : `${metric.value} ${metric.unit}`;
}

function taskLabel(task: AgentTask): string {
  return task.status.charAt(0).toUpperCase() + task.status.slice(1);
}

/** Spec 001 Agent Zero widget: status figures, health metrics, tasks progressing every 3 s, authority. */
export function AgentZeroWidget({ theme, seed }: AgentZeroWidgetProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const [state] = useEngine(createAgentWidgetEngine, seed === undefined ? {} : { seed });
  const { status } = state;
  return (
    <section className={`${themeClass} ${ui.root}`} aria-labelledby={`${id}-title`} part="root">
      <header className={ui.header}>
        <h2 id={`${id}-title`} className={ui.title}>
          Agent Zero
        </h2>
        <span className={ui.badge}>Autonomous</span>
      </header>
      <dl className={ui.stats} aria-label="Status" part="stats">
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Uptime</dt>
          <dd className={ui.statValue}>{status.uptime}</dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Tasks Completed</dt>
          <dd className={ui.statValue} data-testid="tasks-completed">
            {number.format(status.tasksCompleted)}
          </dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Optimizations</dt>
          <dd className={ui.statValue}>{number.format(status.optimizations)}</dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Emergency Responses</dt>
          <dd className={ui.statValue}>{status.emergencyResponses}</dd>
        </div>
      </dl>
      <h3 className={css.subtitle}>System Health</h3>
      <ul className={css.metrics} aria-label="System health">
        {state.metrics.map((metric) => (
          <li key={metric.name} className={css.metric} data-status={metric.status}>
            <span className={ui.label}>{metric.name}</span>
            <span className={css.metricValue}>{metricText(metric)}</span>
            <span className={css.metricStatus}>{metric.status}</span>
          </li>
        ))}
      </ul>
      <h3 className={css.subtitle}>Active Tasks</h3>
      <ul className={ui.list} aria-label="Tasks" part="tasks">
        {state.tasks.map((task) => (
          <li key={task.id} className={ui.card} data-testid="agent-task" data-status={task.status}>
            <div className={css.taskHead}>
              <span className={css.taskName}>{task.name}</span>
              <span className={css.taskStatus} data-status={task.status}>
                {taskLabel(task)}
              </span>
            </div>
            <div className={css.taskMeta}>
              <span>{task.category}</span>
              <span>Started {clock.format(task.startTime)}</span>
              {task.estimatedCompletion !== undefined && task.status !== "completed" ? (
                <span>ETA {clock.format(task.estimatedCompletion)}</span>
              ) : null}
            </div>
            <div
              className={css.track}
              role="progressbar"
              aria-label={`${task.name} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={task.progress}
            >
              <div className={css.bar} style={{ width: `${task.progress}%` }} />
            </div>
            <span className={css.percent} data-testid="task-progress">
              {task.progress}%
            </span>
          </li>
        ))}
      </ul>
      <aside className={css.authority} aria-label="Authority declaration" part="authority">
        <strong>{status.authority}</strong>
        <p className={css.declaration}>
          Agent Zero operates with unlimited eternal authority over the hub: monitoring, optimising and protecting every
          mind, every stream and every embed, without pause.
        </p>
      </aside>
    </section>
  );
}
