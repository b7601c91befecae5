import type { Engine, EngineContext } from "../engine/engine";

export const agentTaskStatuses = ["active", "completed", "priority", "pending"] as const;
export type AgentTaskStatus = (typeof agentTaskStatuses)[number];
export type AgentMetricStatus = "optimal" | "good" | "warning";

export const agentWidgetConstants = {
  tickMs: 3000,
  maxProgressGain: 5,
  maxCompletedGain: 2,
  initialTasksCompleted: 15_847,
  optimizations: 2394,
  emergencyResponses: 73,
  authority: "Unlimited Eternal Authority",
  uptime: "Eternal",
} as const;

/** Spec 001 §3, Agent task (widget). */
export interface AgentTask {
  id: string;
  name: string;
  status: AgentTaskStatus;
  /** 0-100. */
  progress: number;
  category: string;
  /** Epoch milliseconds. */
  startTime: number;
  /** Epoch milliseconds. */
  estimatedCompletion?: number;
}

/** Spec 001 §3, Agent metric. */
export interface AgentMetric {
  name: string;
  value: number;
  unit: string;
  status: AgentMetricStatus;
}

/** Spec 001 §3, Agent status. */
export interface AgentWidgetStatus {
  authority: string;
  uptime: string;
  tasksCompleted: number;
  optimizations: number;
  emergencyResponses: number;
}

export const agentWidgetMetrics: readonly AgentMetric[] = [
  { name: "System Health", value: 98.7, unit: "%", status: "optimal" },
  { name: "Resource Utilization", value: 67.2, unit: "%", status: "good" },
  { name: "Response Time", value: 23, unit: "ms", status: "optimal" },
  { name: "Availability", value: 99.9, unit: "%", status: "optimal" },
];

const minute = 60_000;

/** The six seeded tasks; times are offsets from the moment the widget opens. */
const seededTasks: readonly (Omit<AgentTask, "startTime" | "estimatedCompletion"> & {
  startedAgoMs: number;
  completesInMs?: number;
})[] = [
  {
    id: "agent-task-1",
    name: "Optimising consciousness stream routing",
    status: "active",
    progress: 67,
    category: "Optimization",
    startedAgoMs: 12 * minute,
    completesInMs: 6 * minute,
  },
  {
    id: "agent-task-2",
    name: "Synchronising personality memory banks",
    status: "active",
    progress: 34,
    category: "Synchronization",
    startedAgoMs: 8 * minute,
    completesInMs: 15 * minute,
  },
  {
    id: "agent-task-3",
    name: "Scanning widget embeds for anomalies",
    status: "active",
    progress: 89,
    category: "Security",
    startedAgoMs: 20 * minute,
    completesInMs: 2 * minute,
  },
  {
    id: "agent-task-4",
    name: "Calibrating quantum response cache",
    status: "completed",
    progress: 100,
    category: "Performance",
    startedAgoMs: 45 * minute,
  },
  {
    id: "agent-task-5",
    name: "Emergency failover readiness drill",
    status: "priority",
    progress: 12,
    category: "Resilience",
    startedAgoMs: 3 * minute,
    completesInMs: 30 * minute,
  },
  {
    id: "agent-task-6",
    name: "Archiving transcended conversation logs",
    status: "pending",
    progress: 0,
    category: "Maintenance",
    startedAgoMs: 0,
  },
];

export interface AgentWidgetState {
  status: AgentWidgetStatus;
  tasks: AgentTask[];
  metrics: AgentMetric[];
}

export type AgentWidgetEvent = { type: "tick" };

function seedTasks(now: number): AgentTask[] {
  return seededTasks.map(({ startedAgoMs, completesInMs, ...task }) => ({
    ...task,
    startTime: now - startedAgoMs,
    ...(completesInMs === undefined ? {} : { estimatedCompletion: now + completesInMs }),
  }));
}

function advance(task: AgentTask, { rng }: EngineContext): AgentTask {
  if (task.status !== "active" || task.progress >= 100) return task;
  const progress = Math.min(100, task.progress + rng.int(0, agentWidgetConstants.maxProgressGain));
  if (progress === task.progress) return task;
  return { ...task, progress, status: progress === 100 ? "completed" : "active" };
}

/** Spec 001 Agent Zero widget: seeded tasks progressing every 3 s and a rising completed-task counter. */
export function createAgentWidgetEngine(): Engine<AgentWidgetState, AgentWidgetEvent> {
  return {
    init: ({ now }) => ({
      status: {
        authority: agentWidgetConstants.authority,
        uptime: agentWidgetConstants.uptime,
        tasksCompleted: agentWidgetConstants.initialTasksCompleted,
        optimizations: agentWidgetConstants.optimizations,
        emergencyResponses: agentWidgetConstants.emergencyResponses,
      },
      tasks: seedTasks(now),
      metrics: agentWidgetMetrics.map((metric) => ({ ...metric })),
    }),
    reduce(state, event, ctx) {
      if (event.type !== "tick") return state;
      // Tasks draw first, in list order, then the counter: a fixed order keeps runs replayable.
      const tasks = state.tasks.map((task) => advance(task, ctx));
      const gained = ctx.rng.int(0, agentWidgetConstants.maxCompletedGain);
      const tasksChanged = tasks.some((task, index) => task !== state.tasks[index]);
      if (!tasksChanged && gained === 0) return state;
      return {
        ...state,
        tasks: tasksChanged ? tasks : state.tasks,
        status: gained === 0 ? state.status : { ...state.status, tasksCompleted: state.status.tasksCompleted + gained },
      };
    },
    timers: [{ everyMs: agentWidgetConstants.tickMs, event: { type: "tick" } }],
  };
}
