import { apiQueryKeys, apiUrl } from "@hub-of-minds/core";

/**
 * Every query key of the hub screens. The polled ones are core's (the socket refresh map uses them);
 * each key's parts joined with '/' is the path the data comes from.
 */
export const queryKeys = {
  ...apiQueryKeys,
  me: [apiUrl("getMe")],
  /** The signed-in customer's own, or the one the administrator picked. */
  customer: (id: number) => [apiUrl("getCustomer", { params: { id } })],
  customers: [apiUrl("listCustomers")],
  outbox: [apiUrl("listOutbox")],
  aiModels: [apiUrl("listAiModels")],
  chatModels: [apiUrl("listChatModels")],
  clusterApps: [apiUrl("listClusterApps")],
  clusterAnalytics: [apiUrl("getClusterAnalytics")],
  workflows: [apiUrl("listWorkflows")],
  storageStatistics: [apiUrl("getStorageStatistics")],
  storageContainers: [apiUrl("listStorageContainers"), "shared"],
  allStorageContainers: [apiUrl("listStorageContainers"), "all"],
} as const;
