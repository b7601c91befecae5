import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import * as dialogCss from "./dialog.css";
import * as css from "./ui.css";

/**
 * An open dialog's frame: a title, a description, the content, and two ways to close (Close, ×; Escape and a
 * click outside too). The installed apps' Configure and Analytics, the support centre's topics.
 */
export function DialogFrame({
  title,
  description,
  testId,
  onClose,
  children,
  actions,
  maxWidth = 560,
  view,
}: {
  title: string;
  description: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons beside Close, e.g. Uninstall. */
  actions?: ReactNode;
  maxWidth?: number;
  /** Which view of the dialog shows (`data-state-view`), for dialogs with more than one. */
  view?: string;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content
          className={dialogCss.content}
          style={{ maxWidth }}
          data-testid={testId}
          {...(view ? { "data-state-view": view } : {})}
        >
          <Dialog.Title className={dialogCss.title} style={{ paddingRight: 40 }}>
            {title}
          </Dialog.Title>
          <Dialog.Description className={css.muted} style={{ margin: 0 }}>
            {description}
          </Dialog.Description>
          {children}
          <div className={css.row} style={{ justifyContent: "flex-end" }}>
            {actions}
            <Dialog.Close className={css.button.secondary}>Close</Dialog.Close>
          </div>
          <Dialog.Close className={`${css.button.ghost} ${dialogCss.close}`} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
