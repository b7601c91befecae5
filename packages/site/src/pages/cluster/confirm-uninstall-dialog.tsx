import type { ClusterApp } from "@hub-of-minds/core";
import { ConfirmDialog } from "../../ui/confirm-dialog";

/** Asked before an app goes: its skills stop for every agent and workflow that uses them. */
export function ConfirmUninstallDialog({
  app,
  onConfirm,
  onCancel,
}: {
  /** The app to uninstall; null keeps the dialog closed. */
  app: ClusterApp | null;
  onConfirm: (app: ClusterApp) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={app !== null}
      title={`Uninstall ${app?.displayName}?`}
      confirmLabel="Uninstall"
      onConfirm={() => app && onConfirm(app)}
      onCancel={onCancel}
      testId="confirm-uninstall"
    >
      Its skills stop working for your agents and workflows. You can install it again at any time.
    </ConfirmDialog>
  );
}
