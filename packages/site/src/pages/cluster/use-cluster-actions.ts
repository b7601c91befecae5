import { type ClusterApp, callApi, toastMessages } from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminAction } from "../../auth/admin-session";
import { queryKeys } from "../../query/query-keys";
import { useToast } from "../../toast/toaster";
import { installFailedToast, uninstallFailedToast } from "./cluster-view";
import { type InstallPlan, installedWithText } from "./install-plan";

/**
 * Install and Uninstall with spec 000's toasts; a second line names what is in the way (a 409's apps), or
 * the dependencies installed with the app.
 */
export function useClusterActions(apps: readonly ClusterApp[], installed: readonly string[]) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.customerApps });

  const install = useMutation({
    // Dependencies are asked for only when the button said so: one the page did not know about is still a 409.
    mutationFn: (plan: InstallPlan) =>
      asAdmin(() =>
        callApi("installClusterApp", {
          params: { appId: plan.app.id },
          query: plan.missing.length > 0 ? { withDependencies: "true" } : {},
        }),
      ),
    onSuccess: async (result, plan) => {
      await refresh();
      const detail = installedWithText(result);
      toast({ ...toastMessages.appInstalled(plan.app.displayName), ...(detail ? { detail } : {}) });
    },
    onError: (error, plan) => toast(installFailedToast(error, plan.app.id, apps, installed)),
  });

  const uninstall = useMutation({
    mutationFn: (app: ClusterApp) => asAdmin(() => callApi("uninstallClusterApp", { params: { appId: app.id } })),
    onSuccess: async () => {
      await refresh();
      toast(toastMessages.appUninstalled);
    },
    onError: (error, app) => toast(uninstallFailedToast(error, app.id, apps, installed)),
  });

  /** The app whose action is running, so only its button shows progress. */
  const busyAppId = install.isPending
    ? install.variables?.app.id
    : uninstall.isPending
      ? uninstall.variables?.id
      : undefined;
  return { install: install.mutate, uninstall: uninstall.mutate, busyAppId };
}
