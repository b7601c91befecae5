import { type ClusterApp, callApi, HttpError, serverErrorMessage, toastMessages } from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminAction } from "../../auth/admin-session";
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
    mutationFn: (app: ClusterApp) => asAdmin(() => callApi("installClusterApp", { params: { appId: app.id } })),
    onSuccess: async (_record, app) => {
      await refresh();
      toast(toastMessages.appInstalled(app.displayName));
    },
    onError: (error, app) => {
      const code = error instanceof HttpError ? error.code : undefined;
      toast(
        code === "missing_dependencies"
          ? {
              ...toastMessages.appInstallFailed,
              description: installConflictText(
                app.id,
                apps,
                installed,
                conflictAppIds(error instanceof HttpError ? error.problem?.details : undefined, "missingDependencies"),
              ),
            }
          : error instanceof HttpError && error.status !== 401
            ? {
                ...toastMessages.appInstallFailed,
                description: `${toastMessages.appInstallFailed.description} (${serverErrorMessage(error, error.message)})`,
              }
            : toastMessages.appInstallFailed,
      );
    },
  });

  const uninstall = useMutation({
    mutationFn: (app: ClusterApp) => asAdmin(() => callApi("uninstallClusterApp", { params: { appId: app.id } })),
    onSuccess: async () => {
      await refresh();
      toast(toastMessages.appUninstalled);
    },
    onError: (error, app) => {
      const dependents = error instanceof HttpError && error.code === "app_has_dependents";
      toast(
        dependents
          ? {
              ...toastMessages.appUninstallFailed,
              description: uninstallConflictText(
                app.id,
                apps,
                installed,
                conflictAppIds(error.problem?.details, "dependents"),
              ),
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
