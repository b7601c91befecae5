import { searchListings, summarizeActivity, syncContainer } from "./data-skills";
import { composePersona, detectTrends, rewriteInVoice, scoreSentiment } from "./language-skills";
import { findSlot, planDay } from "./planner-skills";
import { postUpdate } from "./post-update";
import { SkillError, type SkillImplementation } from "./skill-context";

/** Runs a saved workflow (queued as its own task), or lists its steps on a dry run. */
const runWorkflow: SkillImplementation = async (input, context) => {
  const id = Number(input.workflowId);
  if (!Number.isInteger(id) || id < 1) throw new SkillError("invalid_workflow", "workflowId must be a workflow's id");
  if (input.dryRun === true) {
    const workflow = await context.describeWorkflow(id);
    return { workflowId: id, dryRun: true, ...workflow };
  }
  return { workflowId: id, ...(await context.runWorkflow(id)) };
};

/** The code of every skill of the catalogue's apps, by `app-id/skill-name`. */
export const skillImplementations: Readonly<Record<string, SkillImplementation>> = {
  "smart-scheduler/plan-day": planDay,
  "smart-scheduler/find-slot": findSlot,
  "data-pipeline/sync-container": syncContainer,
  "insight-analytics/summarize-activity": summarizeActivity,
  "insight-analytics/detect-trends": detectTrends,
  "workflow-automator/run-workflow": runWorkflow,
  "persona-composer/compose-persona": composePersona,
  "persona-composer/rewrite-in-voice": rewriteInVoice,
  "sentiment-radar/score-sentiment": scoreSentiment,
  "team-relay/post-update": postUpdate,
  "skill-exchange/search-listings": searchListings,
};
