import type { Engine, EngineContext } from "../engine/engine";
import {
  type AgentActionImpact,
  agentActionImpacts,
  agentActionResults,
  agentActionTargets,
  agentActionTexts,
  type MaintenanceJob,
  maintenanceJobDefinitions,
  type SystemTask,
  systemTasks,
} from "./agent-zero-page.data";
import { keepNewest, riseCapped, serialId } from "./engine-helpers";

export const agentZeroPageConstants = {
  actionMs: 4000,
  taskMs: 3000,
  actionsKept: 20,
  /** Our reading of "rising slightly": each health metric gains 0.1 per action. */
  metricStepPerAction: 0.1,
  transcendingTaskStep: 0.3,
  taskStep: 0.1,
  /** Actions present when the page opens, so the log is not empty. */
  initialActions: 3,
} as const;

/** Spec 001 §3, Agent action. */
export interface AgentAction {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  action: string;
  target: string;
  result: string;
  impact: AgentActionImpact;
}

export interface AgentZeroHealth {
  autonomy: number;
  health: number;
  consciousness: number;
  integration: number;
}

export const agentZeroInitialHealth: Readonly<AgentZeroHealth> = {
  autonomy: 100,
  health: 98,
  consciousness: 85,
  integration: 92,
};

export interface AgentZeroPageState {
  /** Newest first, at most 20. */
  actions: AgentAction[];
  health: AgentZeroHealth;
  tasks: SystemTask[];
  maintenance: MaintenanceJob[];
  serial: number;
}

export type AgentZeroPageEvent = { type: "actionTick" } | { type: "taskTick" };

function makeAction(serial: number, timestamp: number, { rng }: EngineContext): AgentAction {
  return {
    id: serialId("action", serial),
    timestamp,
    action: rng.pick(agentActionTexts),
    target: rng.pick(agentActionTargets),
    result: rng.pick(agentActionResults),
    impact: rng.pick(agentActionImpacts),
  };
}

function raiseHealth(health: AgentZeroHealth): AgentZeroHealth {
  const step = agentZeroPageConstants.metricStepPerAction;
  return {
    autonomy: riseCapped(health.autonomy, step),
    health: riseCapped(health.health, step),
    consciousness: riseCapped(health.consciousness, step),
    integration: riseCapped(health.integration, step),
  };
}

function advanceTask(task: SystemTask): SystemTask {
  const { transcendingTaskStep, taskStep } = agentZeroPageConstants;
  const progress = riseCapped(task.progress, task.status === "transcending" ? transcendingTaskStep : taskStep);
  return progress === task.progress ? task : { ...task, progress };
}

/** Spec 001 Agent Zero page: the action log with health metrics, system tasks and maintenance jobs. */
export function createAgentZeroPageEngine(): Engine<AgentZeroPageState, AgentZeroPageEvent> {
  const { actionMs, actionsKept, taskMs } = agentZeroPageConstants;
  return {
    init(ctx) {
      const count = agentZeroPageConstants.initialActions;
      return {
        actions: Array.from({ length: count }, (_, index) =>
          makeAction(count - index, ctx.now - index * actionMs, ctx),
        ),
        health: { ...agentZeroInitialHealth },
        tasks: [...systemTasks],
        maintenance: maintenanceJobDefinitions.map(({ periodMs, ...job }) => ({
          ...job,
          lastExecuted: ctx.now,
          nextExecution: ctx.now + (periodMs ?? 0),
        })),
        serial: count,
      };
    },
    reduce(state, event, ctx) {
      switch (event.type) {
        case "actionTick": {
          const serial = state.serial + 1;
          return {
            ...state,
            serial,
            actions: keepNewest(state.actions, makeAction(serial, ctx.now, ctx), actionsKept),
            health: raiseHealth(state.health),
          };
        }
        case "taskTick": {
          const tasks = state.tasks.map(advanceTask);
          return tasks.every((task, index) => task === state.tasks[index]) ? state : { ...state, tasks };
        }
        default:
          return state;
      }
    },
    timers: [
      { everyMs: actionMs, event: { type: "actionTick" } },
      { everyMs: taskMs, event: { type: "taskTick" } },
    ],
  };
}
