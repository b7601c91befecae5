import { clusterApps } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { type DraftEvent, draftToWorkflow, emptyDraft, installedSkills, reduceDraft } from "./workflow-draft";

const skills = installedSkills(clusterApps, ["smart-scheduler", "persona-composer"]);
const skill = (name: string) => {
  const found = skills.find((entry) => entry.skill.name === name);
  if (!found) throw new Error(`no skill ${name}`);
  return found;
};
const draftOf = (...events: DraftEvent[]) => events.reduce(reduceDraft, emptyDraft);

describe("installedSkills", () => {
  it("lists the skills of installed apps only, with their app", () => {
    expect(skills.map((entry) => `${entry.appId}/${entry.skill.name}`)).toEqual([
      "smart-scheduler/plan-day",
      "smart-scheduler/find-slot",
      "persona-composer/compose-persona",
      "persona-composer/rewrite-in-voice",
    ]);
    expect(installedSkills(clusterApps, [])).toEqual([]);
  });
});

describe("a workflow draft", () => {
  it("builds the API's body: numbers, lists, checkboxes and an earlier step's output", () => {
    const draft = draftOf(
      { type: "name", value: "  Morning plan " },
      { type: "add-step", skill: skill("find-slot") },
      { type: "add-step", skill: skill("plan-day") },
      { type: "input", index: 0, field: "durationMinutes", value: "45" },
      { type: "input", index: 1, field: "date", value: "2026-12-01" },
      { type: "input", index: 1, field: "tasks", value: "write, review ,, ship" },
      { type: "add-step", skill: skill("rewrite-in-voice") },
      { type: "input", index: 2, field: "personalityId", value: "eve" },
      { type: "input", index: 2, field: "text", value: "{{steps.1.output}}" },
    );
    expect(draftToWorkflow(draft, skills)).toEqual({
      workflow: {
        name: "Morning plan",
        description: "",
        agentId: "agent-zero",
        steps: [
          { appId: "smart-scheduler", skillName: "find-slot", input: { durationMinutes: 45 } },
          {
            appId: "smart-scheduler",
            skillName: "plan-day",
            input: { date: "2026-12-01", tasks: ["write", "review", "ship"] },
          },
          {
            appId: "persona-composer",
            skillName: "rewrite-in-voice",
            input: { personalityId: "eve", text: "{{steps.1.output}}" },
          },
        ],
      },
    });
  });

  it("names what to fix first: the name, a step, a required input, a number", () => {
    expect(draftToWorkflow(emptyDraft, skills)).toEqual({ error: "Give the workflow a name." });
    const named = draftOf({ type: "name", value: "Plan" });
    expect(draftToWorkflow(named, skills)).toEqual({ error: "Add at least one step." });
    const withStep = reduceDraft(named, { type: "add-step", skill: skill("find-slot") });
    expect(draftToWorkflow(withStep, skills)).toEqual({ error: "Step 1 (find-slot): fill in durationMinutes." });
    const notANumber = reduceDraft(withStep, { type: "input", index: 0, field: "durationMinutes", value: "soon" });
    expect(draftToWorkflow(notANumber, skills)).toEqual({
      error: "Step 1 (find-slot): durationMinutes must be a number.",
    });
    // A step whose app was uninstalled since.
    expect(draftToWorkflow(notANumber, [])).toEqual({ error: "Step 1: find-slot is no longer installed." });
  });

  it("moves and removes steps, and a refusal is kept until the next edit", () => {
    let draft = draftOf(
      { type: "add-step", skill: skill("find-slot") },
      { type: "add-step", skill: skill("plan-day") },
      { type: "move-step", index: 1, by: -1 },
    );
    expect(draft.steps.map((step) => step.skillName)).toEqual(["plan-day", "find-slot"]);
    // Past either end nothing moves.
    expect(reduceDraft(draft, { type: "move-step", index: 0, by: -1 })).toBe(draft);
    draft = reduceDraft(draft, { type: "remove-step", index: 0 });
    expect(draft.steps.map((step) => step.skillName)).toEqual(["find-slot"]);
    draft = reduceDraft(reduceDraft(draft, { type: "saving" }), { type: "refused", error: "No." });
    expect(draft).toMatchObject({ error: "No.", saving: false });
    expect(reduceDraft(draft, { type: "name", value: "x" }).error).toBeNull();
  });
});
