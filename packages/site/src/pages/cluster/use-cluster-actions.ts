import { type ClusterApp, HttpError, installClusterApp, toastMessages, uninstallClusterApp } from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminAction } from "../../auth/admin-session";
import { serverMessage } from "../../config-editor/server-yaml-errors";
import { queryKeys } from "../../query/query-keys";
import { useToast } from "../../toast/toaster";
import { conflictAppIds, installConflictText, uninstallConflictText } from "./cluster-view";

/** Install and Uninstall with spec 000's toasts; a 409 names the apps in the way. */
export function useClusterActions(apps: readonly ClusterApp[], installed: readonly string[]) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.customerApps });

  const install = useMutation({
    mutationFn: (app: ClusterApp) => asAdmin(() => installClusterApp(app.id)),
    onSuccess: async (_record, app) => {
      await refresh();
      toast(toastMessages.appInstalled(app.displayName));
    },
    onError: (error, app) => {
      const conflict = error instanceof HttpError && error.status === 409;
      toast(
        conflict
          ? {
              ...toastMessages.appInstallFailed,
              description: installConflictText(
                app.id,
                apps,
                installed,
                conflictAppIds(error.body, "missingDependencies"),
              ),
            }
          : error instanceof HttpError && error.status !== 401
            ? {
                ...toastMessages.appInstallFailed,
                description: `${toastMessages.appInstallFailed.description} (${serverMessage(error)})`,
              }
            : toastMessages.appInstallFailed,
      );
    },
  });

  const uninstall = useMutation({
    mutationFn: (app: ClusterApp) => asAdmin(() => uninstallClusterApp(app.id)),
    onSuccess: async () => {
      await refresh();
      toast(toastMessages.appUninstalled);
    },
    onError: (error, app) => {
      const conflict = error instanceof HttpError && error.status === 409;
      toast(
        conflict
          ? {
              ...toastMessages.appUninstallFailed,
              description: uninstallConflictText(app.id, apps, installed, conflictAppIds(error.body, "dependents")),
            }
          : toastMessages.appUninstallFailed,
      );
    },
  });

  /** The app whose action is running, so only its button shows progress. */
  const busyAppId = install.isPending
    ? install.variables?.id
    : uninstall.isPending
      ? uninstall.variables?.id
      : undefined;
  return { install: install.mutate, uninstall: uninstall.mutate, busyAppId };
}
