import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import * as dialogCss from "./dialog.css";
import * as css from "./ui.css";

/** A question before something that cannot be undone from here: keep it, or go ahead. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content} style={{ maxWidth: 440 }} data-testid={testId}>
          <Dialog.Title className={dialogCss.title}>{title}</Dialog.Title>
          <Dialog.Description style={{ margin: 0 }}>{children}</Dialog.Description>
          <div className={css.row} style={{ justifyContent: "flex-end" }}>
            <Dialog.Close className={css.button.secondary}>Keep it</Dialog.Close>
            <button type="button" className={css.button.danger} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
