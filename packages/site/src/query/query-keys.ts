import { apiQueryKeys, apiUrl } from "@hub-of-minds/core";

/** The customer page loads one customer, by a fixed id (spec 000, section 6). */
export const hubCustomerId = 1;

/**
 * Every query key of the hub screens. The polled ones are core's (the socket refresh map uses them);
 * each key's parts joined with '/' is the path the data comes from.
 */
export const queryKeys = {
  ...apiQueryKeys,
  customer: [apiUrl("getCustomer", { params: { id: hubCustomerId } })],
  aiModels: [apiUrl("listAiModels")],
  chatModels: [apiUrl("listChatModels")],
  clusterApps: [apiUrl("listClusterApps")],
  storageStatistics: [apiUrl("getStorageStatistics")],
  storageContainers: [apiUrl("listStorageContainers"), "shared"],
  allStorageContainers: [apiUrl("listStorageContainers"), "all"],
} as const;
