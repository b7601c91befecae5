import {
  type ClusterApp,
  type ClusterSkill,
  type ClusterSkillInputField,
  type WorkflowCreate,
  workflowCreateSchema,
} from "@hub-of-minds/core";

/** A skill of an installed app, as a workflow step names it. */
export interface InstalledSkill {
  appId: string;
  appName: string;
  skill: ClusterSkill;
}

/** The skills of the installed apps, in the marketplace's order. */
export function installedSkills(apps: readonly ClusterApp[], installed: readonly string[]): InstalledSkill[] {
  return apps
    .filter((app) => installed.includes(app.id))
    .flatMap((app) => app.skills.map((skill) => ({ appId: app.id, appName: app.displayName, skill })));
}

export const skillKey = (appId: string, skillName: string) => `${appId}/${skillName}`;

/** One step as the form holds it: every input as typed (a checkbox as a boolean). */
export interface DraftStep {
  appId: string;
  skillName: string;
  input: Record<string, string | boolean>;
}

export interface WorkflowDraft {
  name: string;
  description: string;
  steps: DraftStep[];
  /** The sentence of the last refused save, or of a field the form itself refused. */
  error: string | null;
  /** A save is on its way to the server. */
  saving: boolean;
}

export type DraftEvent =
  | { type: "name"; value: string }
  | { type: "description"; value: string }
  | { type: "add-step"; skill: InstalledSkill }
  | { type: "remove-step"; index: number }
  | { type: "move-step"; index: number; by: -1 | 1 }
  | { type: "input"; index: number; field: string; value: string | boolean }
  | { type: "saving" }
  | { type: "refused"; error: string }
  | { type: "reset" };

export const emptyDraft: WorkflowDraft = { name: "", description: "", steps: [], error: null, saving: false };

/** What an earlier step's output is written as in a later step's text input (the server's placeholder). */
export const outputOf = (index: number) => `{{steps.${index}.output}}`;

export function reduceDraft(draft: WorkflowDraft, event: DraftEvent): WorkflowDraft {
  switch (event.type) {
    case "name":
      return { ...draft, name: event.value, error: null };
    case "description":
      return { ...draft, description: event.value, error: null };
    case "add-step":
      return {
        ...draft,
        error: null,
        steps: [...draft.steps, { appId: event.skill.appId, skillName: event.skill.skill.name, input: {} }],
      };
    case "remove-step":
      return { ...draft, error: null, steps: draft.steps.filter((_, index) => index !== event.index) };
    case "move-step": {
      const to = event.index + event.by;
      const moving = draft.steps[event.index];
      if (!moving || to < 0 || to >= draft.steps.length) return draft;
      const steps = draft.steps.filter((_, index) => index !== event.index);
      steps.splice(to, 0, moving);
      return { ...draft, error: null, steps };
    }
    case "input":
      return {
        ...draft,
        error: null,
        steps: draft.steps.map((step, index) =>
          index === event.index ? { ...step, input: { ...step.input, [event.field]: event.value } } : step,
        ),
      };
    case "saving":
      return { ...draft, error: null, saving: true };
    case "refused":
      return { ...draft, error: event.error, saving: false };
    case "reset":
      return emptyDraft;
  }
}

/** One typed input as the skill declares it; `undefined` leaves an optional field out. */
function fieldValue(field: ClusterSkillInputField, typed: string | boolean | undefined): unknown {
  if (field.type === "boolean") return typed === true ? true : field.required ? false : undefined;
  const text = typeof typed === "string" ? typed.trim() : "";
  if (!text) return undefined;
  if (field.type === "number") return text.startsWith("{{") ? text : Number(text);
  if (field.type === "string[]") {
    return text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return text;
}

/**
 * The body of `POST /api/workflows`, or the sentence saying what to fix first. The form checks what it can
 * name (a missing name or input, a number that is none); the server checks the rest and its answer is shown.
 */
export function draftToWorkflow(
  draft: WorkflowDraft,
  skills: readonly InstalledSkill[],
): { workflow: WorkflowCreate } | { error: string } {
  if (!draft.name.trim()) return { error: "Give the workflow a name." };
  if (draft.steps.length === 0) return { error: "Add at least one step." };
  const steps: WorkflowCreate["steps"] = [];
  for (const [index, step] of draft.steps.entries()) {
    const found = skills.find((entry) => entry.appId === step.appId && entry.skill.name === step.skillName);
    if (!found) return { error: `Step ${index + 1}: ${step.skillName} is no longer installed.` };
    const input: Record<string, unknown> = {};
    for (const field of found.skill.input) {
      const value = fieldValue(field, step.input[field.name]);
      if (value === undefined) {
        if (field.required) return { error: `Step ${index + 1} (${step.skillName}): fill in ${field.name}.` };
        continue;
      }
      if (typeof value === "number" && !Number.isFinite(value)) {
        return { error: `Step ${index + 1} (${step.skillName}): ${field.name} must be a number.` };
      }
      input[field.name] = value;
    }
    steps.push({ appId: step.appId, skillName: step.skillName, input });
  }
  const parsed = workflowCreateSchema.safeParse({
    name: draft.name,
    description: draft.description,
    steps,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "The workflow is not valid." };
  return { workflow: parsed.data };
}
