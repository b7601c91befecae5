import type { ClusterApp, ClusterSkill, ClusterSkillInputField } from "@hub-of-minds/core";
import { clusterApps } from "@hub-of-minds/core";
import type OpenAI from "openai";

/** A skill an agent may call, with the app that offers it. */
export interface OfferedSkill {
  app: ClusterApp;
  skill: ClusterSkill;
}

/** Permissions that make a skill call wait for an administrator (they reach outside or change agents). */
export const sensitivePermissions: readonly string[] = ["network:outbound", "agents:write"];

export const sensitivePermissionsOf = (app: ClusterApp) =>
  app.permissions.filter((permission) => sensitivePermissions.includes(permission));

// OpenAI function names allow [a-zA-Z0-9_-]: app ids and skill names are slugs, joined by two underscores.
export const toolNameOf = ({ app, skill }: OfferedSkill) => `${app.id}__${skill.name}`;

const jsonSchemaOf = (field: ClusterSkillInputField) => {
  const base = { description: field.description };
  switch (field.type) {
    case "string[]":
      return { ...base, type: "array", items: { type: "string" } };
    default:
      return { ...base, type: field.type };
  }
};

/** The JSON Schema of a skill's declared inputs: an agent's OpenAI tool and an MCP tool both offer it. */
export function skillParametersOf(skill: ClusterSkill) {
  return {
    type: "object" as const,
    properties: Object.fromEntries(skill.input.map((field) => [field.name, jsonSchemaOf(field)])),
    required: skill.input.filter((field) => field.required).map((field) => field.name),
    additionalProperties: false,
  };
}

/** What a tool of a skill says it does, naming the app that offers it. */
export const toolDescriptionOf = ({ app, skill }: OfferedSkill) => `${skill.description} (${app.displayName})`;

/** The OpenAI tool of a skill: its JSON Schema comes from the skill's declared inputs. */
export function toolOf(offered: OfferedSkill): OpenAI.ChatCompletionFunctionTool {
  return {
    type: "function",
    function: {
      name: toolNameOf(offered),
      description: toolDescriptionOf(offered),
      parameters: skillParametersOf(offered.skill),
    },
  };
}

/**
 * The skills an agent may use: its `skills` refs (an app id, or `app-id/skill-name`) among the apps that
 * are installed, in catalogue order.
 */
export function offeredSkills(refs: readonly string[], installed: ReadonlySet<string>): OfferedSkill[] {
  const wanted = new Set(refs);
  return clusterApps
    .filter((app) => installed.has(app.id))
    .flatMap((app) =>
      app.skills
        .filter((skill) => wanted.has(app.id) || wanted.has(`${app.id}/${skill.name}`))
        .map((skill) => ({ app, skill })),
    );
}
