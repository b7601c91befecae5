import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import * as dialogCss from "../../ui/dialog.css";
import * as css from "../../ui/ui.css";

/** The frame of an installed app's Configure and Analytics dialogs: a title, the content, two ways to close. */
export function AppDialogFrame({
  title,
  description,
  testId,
  onClose,
  children,
  actions,
}: {
  title: string;
  description: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons beside Close, e.g. Uninstall. */
  actions?: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content} style={{ maxWidth: 560 }} data-testid={testId}>
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
