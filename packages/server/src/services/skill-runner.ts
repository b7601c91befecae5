import type { ClusterSkill, ClusterSkillInputField } from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";

const matches = (field: ClusterSkillInputField, value: unknown): boolean => {
  switch (field.type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "string[]":
      return Array.isArray(value) && value.every((item) => typeof item === "string");
  }
};

/** Checks `input` against the skill's declared fields: required ones present, types right, nothing unknown. */
export function checkSkillInput(skill: ClusterSkill, input: Record<string, unknown>): void {
  const problems: { field: string; message: string }[] = [];
  const declared = new Map(skill.input.map((field) => [field.name, field]));
  for (const field of skill.input) {
    const value = input[field.name];
    if (value === undefined) {
      if (field.required) problems.push({ field: field.name, message: `is required (${field.type})` });
    } else if (!matches(field, value)) {
      problems.push({ field: field.name, message: `must be ${field.type}` });
    }
  }
  for (const name of Object.keys(input)) {
    if (!declared.has(name)) problems.push({ field: name, message: "is not an input of this skill" });
  }
  if (problems.length)
    throw new ApiError(400, "invalid_skill_input", `Invalid input for skill ${skill.name}`, problems);
}
