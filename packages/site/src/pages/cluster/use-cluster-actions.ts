import { type ClusterApp, callApi, toastMessages } from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminAction } from "../../auth/admin-session";
import { queryKeys } from "../../query/query-keys";
import { useToast } from "../../toast/toaster";
import { installFailedToast, uninstallFailedToast } from "./cluster-view";

/** Install and Uninstall with spec 000's toasts; a second line names what is in the way (a 409's apps). */
export function useClusterActions(apps: readonly ClusterApp[], installed: readonly string[]) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.customerApps });

  const install = useMutation({
    mutationFn: (app: ClusterApp) => asAdmin(() => callApi("installClusterApp", { params: { appId: app.id } })),
    onSuccess: async (_record, app) => {
      await refresh();
      toast(toastMessages.appInstalled(app.displayName));
    },
    onError: (error, app) => toast(installFailedToast(error, app.id, apps, installed)),
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
    ? install.variables?.id
    : uninstall.isPending
      ? uninstall.variables?.id
      : undefined;
  return { install: install.mutate, uninstall: uninstall.mutate, busyAppId };
}
