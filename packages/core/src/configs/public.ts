// The config files' one validation: the server refuses a save with it, the editor's badge runs it on each edit.
export type { ConfigSettings, DatabaseConfig, OversightRule, OversightRules } from "./config-file-schemas";
export { type CompiledOversightPattern, compileOversightPattern } from "./oversight-pattern";
export { type ConfigCheck, type ConfigIssue, validateConfig } from "./validate-config";
