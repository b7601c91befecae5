import * as Dialog from "@radix-ui/react-dialog";
import * as dialogCss from "../ui/dialog.css";
import * as css from "../ui/ui.css";
import { YamlEditor } from "./yaml-editor";

/** Spec 000's YAML editor dialog, opened by 'Edit Configurations'. Loaded lazily with CodeMirror. */
export function YamlEditorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content className={dialogCss.content}>
          <Dialog.Title className={dialogCss.title}>Edit Configurations</Dialog.Title>
          <Dialog.Description className={css.muted}>
            The YAML files that drive your agents, integrations, database and oversight rules.
          </Dialog.Description>
          <YamlEditor />
          <Dialog.Close className={`${css.button.ghost} ${dialogCss.close}`} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default YamlEditorDialog;
