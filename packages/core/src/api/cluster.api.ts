import { clusterAppListSchema, customerAppListSchema, customerAppSchema } from "../schemas/cluster-app.schema";
import { type SkillExecution, skillExecutionResultSchema } from "../schemas/skill.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, request, requestJson } from "./http";

export function getClusterApps(options?: RequestOptions) {
  return requestJson(clusterAppListSchema, "GET", apiPaths.clusterApps, undefined, options);
}

/** The customer's installation records. */
export function getCustomerApps(options?: RequestOptions) {
  return requestJson(customerAppListSchema, "GET", apiPaths.customerApps, undefined, options);
}

/** Answers the new (or re-activated) installation record. */
export function installClusterApp(appId: string | number, options?: RequestOptions) {
  return requestJson(customerAppSchema, "POST", apiPaths.clusterInstall(appId), undefined, options);
}

/** The answer has no content the screen uses. */
export async function uninstallClusterApp(appId: string | number, options?: RequestOptions): Promise<void> {
  await request("DELETE", apiPaths.clusterUninstall(appId), undefined, options);
}

export function executeSkill(payload: SkillExecution, options?: RequestOptions) {
  return requestJson(skillExecutionResultSchema, "POST", apiPaths.skillExecute, payload, options);
}
