import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import * as dialogCss from "./dialog.css";
import * as css from "./ui.css";

/**
 * A question before something that cannot be undone from here, or that costs: keep it (cancel), or go ahead.
 * `tone` "danger" is for what takes something away, "primary" for what adds (an install that is paid for).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  tone = "danger",
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
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
            <Dialog.Close className={css.button.secondary}>{cancelLabel}</Dialog.Close>
            <button type="button" className={css.button[tone]} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
