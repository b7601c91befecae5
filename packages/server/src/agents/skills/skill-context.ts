import type { Database } from "../../db/database";

/** A skill's failure the caller can fix (bad input, a missing setting): answered to the model as a tool error. */
export class SkillError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a skill may use while it runs. */
export interface SkillContext {
  db: Database;
  /** One model call with the skill's own prompt (the language skills); its tokens count for the run. */
  ask(instructions: string, text: string, system?: string): Promise<string>;
  /** The integrations of integrations.yaml, with their webhook settings. */
  integrations(): readonly IntegrationSettings[];
  /** Queues a run of a saved workflow; answers the task it became. */
  runWorkflow(workflowId: number): Promise<{ taskId: string; steps: number }>;
  describeWorkflow(workflowId: number): Promise<{ name: string; steps: { appId: string; skillName: string }[] }>;
  signal: AbortSignal;
  now(): Date;
}

export interface IntegrationSettings {
  id: string;
  name: string;
  webhook?: { url: string; apps: readonly string[]; allowPrivateAddresses: boolean; timeoutMs: number } | undefined;
}

export type SkillImplementation = (input: Record<string, unknown>, context: SkillContext) => Promise<unknown>;

/** A context without the AI gateway or the queue (a hub built without them): language and workflow skills refuse. */
export function offlineSkillContext(
  db: Database,
  integrations: () => readonly IntegrationSettings[],
  signal: AbortSignal,
): SkillContext {
  const unavailable = async (): Promise<never> => {
    throw new SkillError("unavailable", "This skill needs the AI gateway and the agents, which this hub runs without");
  };
  return {
    db,
    integrations,
    signal,
    now: () => new Date(),
    ask: unavailable,
    runWorkflow: unavailable,
    describeWorkflow: unavailable,
  };
}
