import { type ActivityQuery, activityPageSchema } from "../schemas/activity.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** One page of the activity history; `type` narrows it to one action type. */
export function getActivityPage(query: ActivityQuery = {}, options?: RequestOptions) {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join("&");
  const path = search ? `${apiPaths.activity}?${search}` : apiPaths.activity;
  return requestJson(activityPageSchema, "GET", path, undefined, options);
}
