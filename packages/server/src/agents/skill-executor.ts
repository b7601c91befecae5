import { type ClusterApp, type ClusterSkill, clusterApps } from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";
import { checkSkillInput } from "../services/skill-runner";
import { type SkillContext, SkillError } from "./skills/skill-context";
import { skillImplementations } from "./skills/skill-registry";

export const findSkill = (appId: string, skillName: string): { app: ClusterApp; skill: ClusterSkill } => {
  const app = clusterApps.find((candidate) => candidate.id === appId);
  if (!app) throw new ApiError(404, "cluster_app_not_found", `Unknown cluster app: ${appId}`);
  const skill = app.skills.find((candidate) => candidate.name === skillName);
  if (!skill) throw new ApiError(404, "skill_not_found", `${app.displayName} has no skill named ${skillName}`);
  return { app, skill };
};

/**
 * Runs one skill with checked input: the same code for an agent's tool call, a workflow step and
 * `POST /api/cluster/skills/execute`. Bad input is an ApiError 400; a failure the caller can fix a 422.
 */
export async function executeSkill(
  app: ClusterApp,
  skill: ClusterSkill,
  input: Record<string, unknown>,
  context: SkillContext,
): Promise<unknown> {
  checkSkillInput(skill, input);
  const implementation = skillImplementations[`${app.id}/${skill.name}`];
  if (!implementation) throw new ApiError(501, "skill_not_implemented", `${skill.name} has no implementation`);
  try {
    return await implementation(input, context);
  } catch (err) {
    if (err instanceof SkillError) throw new ApiError(422, "skill_failed", err.message, { reason: err.code });
    throw err;
  }
}
