import { type ConfigFilename, callApi, pollingIntervalsMs } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { useAdminAction } from "../auth/admin-session";
import { queryKeys } from "./query-keys";

/** Spec 000 section 7: host readings, every 5 s. */
/** `follow`: an observer that only follows the poll (see `useReadingsHistory`), not one that asks for it. */
export function useSystemMetrics({ follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.metrics,
    queryFn: () => callApi("getSystemMetrics"),
    refetchInterval: pollingIntervalsMs.metrics,
    ...(follow ? { retryOnMount: false } : {}),
  });
}

export function useAgents() {
  return useQuery({
    queryKey: queryKeys.agents,
    queryFn: () => callApi("listAgents"),
    refetchInterval: pollingIntervalsMs.agents,
  });
}

export function useIntegrations() {
  return useQuery({
    queryKey: queryKeys.integrations,
    queryFn: () => callApi("listIntegrations"),
    refetchInterval: pollingIntervalsMs.integrations,
  });
}

export function useConfigFiles() {
  return useQuery({
    queryKey: queryKeys.configs,
    queryFn: () => callApi("listConfigFiles"),
    refetchInterval: pollingIntervalsMs.configs,
  });
}

/**
 * Loaded when a file is selected in the editor; `null` loads nothing. A file's content (rules, budgets) is
 * the administrator's: signed out, the editor asks to sign in first.
 */
export function useConfigFile(filename: ConfigFilename | null) {
  const asAdmin = useAdminAction();
  return useQuery({
    queryKey: queryKeys.configFile(filename ?? ""),
    queryFn: () => asAdmin(() => callApi("getConfigFile", { params: { filename: filename as ConfigFilename } })),
    enabled: filename !== null,
  });
}

/** One customer's account; nothing is loaded while `id` is null (a visitor, or no customer picked yet). */
export function useCustomer(id: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.customer(id ?? 0),
    queryFn: () => callApi("getCustomer", { params: { id: String(id) } }),
    enabled: typeof id === "number",
  });
}

export function useAiModels() {
  return useQuery({ queryKey: queryKeys.aiModels, queryFn: () => callApi("listAiModels") });
}

/** The chat models usable now (the allowed OpenAI ones and those of every provider with a saved key). */
export function useChatModels() {
  return useQuery({ queryKey: queryKeys.chatModels, queryFn: () => callApi("listChatModels") });
}

export function useClusterApps() {
  return useQuery({ queryKey: queryKeys.clusterApps, queryFn: () => callApi("listClusterApps") });
}

export function useCustomerApps() {
  return useQuery({ queryKey: queryKeys.customerApps, queryFn: () => callApi("listCustomerApps") });
}

export function useStorageStatistics() {
  return useQuery({ queryKey: queryKeys.storageStatistics, queryFn: () => callApi("getStorageStatistics") });
}

/** Every container of every type: the statistics count them all, so the page shows them all. */
export function useAllStorageContainers() {
  return useQuery({
    queryKey: queryKeys.allStorageContainers,
    queryFn: () => callApi("listStorageContainers", { query: {} }),
  });
}

export function useStorageContainers() {
  return useQuery({
    queryKey: queryKeys.storageContainers,
    queryFn: () => callApi("listStorageContainers", { query: { storageType: "shared" } }),
  });
}
