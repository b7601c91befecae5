import type { ClusterApp } from "@hub-of-minds/core";
import * as Dialog from "@radix-ui/react-dialog";
import * as dialogCss from "../../ui/dialog.css";
import * as css from "../../ui/ui.css";

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
    <Dialog.Root open={app !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content} style={{ maxWidth: 440 }} data-testid="confirm-uninstall">
          <Dialog.Title className={dialogCss.title}>Uninstall {app?.displayName}?</Dialog.Title>
          <Dialog.Description style={{ margin: 0 }}>
            Its skills stop working for your agents and workflows. You can install it again at any time.
          </Dialog.Description>
          <div className={css.row} style={{ justifyContent: "flex-end" }}>
            <Dialog.Close className={css.button.secondary}>Keep it</Dialog.Close>
            <button type="button" className={css.button.danger} onClick={() => app && onConfirm(app)}>
              Uninstall
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
