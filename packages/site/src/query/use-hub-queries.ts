import {
  type ConfigFilename,
  getAgents,
  getAiModels,
  getClusterApps,
  getConfigFile,
  getCustomer,
  getCustomerApps,
  getIntegrations,
  getStorageContainers,
  getStorageStatistics,
  getSystemMetrics,
  listConfigFiles,
  pollingIntervalsMs,
} from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { hubCustomerId, queryKeys } from "./query-keys";

/** Spec 000 section 7: host readings, every 5 s. */
export function useSystemMetrics() {
  return useQuery({
    queryKey: queryKeys.metrics,
    queryFn: () => getSystemMetrics(),
    refetchInterval: pollingIntervalsMs.metrics,
  });
}

export function useAgents() {
  return useQuery({
    queryKey: queryKeys.agents,
    queryFn: () => getAgents(),
    refetchInterval: pollingIntervalsMs.agents,
  });
}

export function useIntegrations() {
  return useQuery({
    queryKey: queryKeys.integrations,
    queryFn: () => getIntegrations(),
    refetchInterval: pollingIntervalsMs.integrations,
  });
}

export function useConfigFiles() {
  return useQuery({
    queryKey: queryKeys.configs,
    queryFn: () => listConfigFiles(),
    refetchInterval: pollingIntervalsMs.configs,
  });
}

/** Loaded when a file is selected in the editor; `null` loads nothing. */
export function useConfigFile(filename: ConfigFilename | null) {
  return useQuery({
    queryKey: queryKeys.configFile(filename ?? ""),
    queryFn: () => getConfigFile(filename as ConfigFilename),
    enabled: filename !== null,
  });
}

export function useCustomer() {
  return useQuery({ queryKey: queryKeys.customer, queryFn: () => getCustomer(hubCustomerId) });
}

export function useAiModels() {
  return useQuery({ queryKey: queryKeys.aiModels, queryFn: () => getAiModels() });
}

export function useClusterApps() {
  return useQuery({ queryKey: queryKeys.clusterApps, queryFn: () => getClusterApps() });
}

export function useCustomerApps() {
  return useQuery({ queryKey: queryKeys.customerApps, queryFn: () => getCustomerApps() });
}

export function useStorageStatistics() {
  return useQuery({ queryKey: queryKeys.storageStatistics, queryFn: () => getStorageStatistics() });
}

export function useStorageContainers() {
  return useQuery({ queryKey: queryKeys.storageContainers, queryFn: () => getStorageContainers("shared") });
}
