import { z } from "zod";
import { aiModelSchema } from "../catalogue/customer-catalogue.view";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** The personality catalogue in the customer screen's shape. */
export function getAiModels(options?: RequestOptions) {
  return requestJson(z.array(aiModelSchema), "GET", apiPaths.aiModels, undefined, options);
}
