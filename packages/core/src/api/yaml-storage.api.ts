import { type StorageType, storageContainerListSchema, storageStatisticsSchema } from "../schemas/storage.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function getStorageStatistics(options?: RequestOptions) {
  return requestJson(storageStatisticsSchema, "GET", apiPaths.storageStatistics, undefined, options);
}

/** The storage manager lists the `shared` containers (spec 000, section 7). */
export function getStorageContainers(storageType: StorageType = "shared", options?: RequestOptions) {
  const path = `${apiPaths.storageContainers}?storageType=${encodeURIComponent(storageType)}`;
  return requestJson(storageContainerListSchema, "GET", path, undefined, options);
}
