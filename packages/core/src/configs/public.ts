// The config files' zod-free half; their one validation (validateConfig, zod) is in the contract entry.
export type { ConfigSettings, DatabaseConfig, OversightRule, OversightRules } from "./config-file-schemas";
export { type CompiledOversightPattern, compileOversightPattern } from "./oversight-pattern";
export type { ConfigCheck, ConfigIssue } from "./validate-config";
