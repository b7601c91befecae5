import {
  type ConfigFilename,
  configContentSchema,
  configFileListSchema,
  configFileSchema,
} from "../schemas/config-file.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function listConfigFiles(options?: RequestOptions) {
  return requestJson(configFileListSchema, "GET", apiPaths.configs, undefined, options);
}

export function getConfigFile(filename: ConfigFilename, options?: RequestOptions) {
  return requestJson(configContentSchema, "GET", apiPaths.config(filename), undefined, options);
}

/** Saves and reloads one file; answers the saved file. */
export function updateConfigFile(filename: ConfigFilename, content: string, options?: RequestOptions) {
  return requestJson(configFileSchema, "PUT", apiPaths.config(filename), { content }, options);
}

/** Re-reads every file from disk; answers the fresh list. */
export function reloadConfigFiles(options?: RequestOptions) {
  return requestJson(configFileListSchema, "POST", apiPaths.configReload, undefined, options);
}
