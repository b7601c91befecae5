import { ConfirmDialog } from "../../ui/confirm-dialog";
import { type InstallPlan, installConfirmation } from "./install-plan";

/** Asked before an install that costs money: the app, what goes in with it, and the price a month. */
export function ConfirmInstallDialog({
  plan,
  onConfirm,
  onCancel,
}: {
  /** The install to confirm; null (or a free one) keeps the dialog closed. */
  plan: InstallPlan | null;
  onConfirm: (plan: InstallPlan) => void;
  onCancel: () => void;
}) {
  const question = plan && installConfirmation(plan);
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ""}
      confirmLabel="Install"
      cancelLabel="Cancel"
      tone="primary"
      onConfirm={() => plan && onConfirm(plan)}
      onCancel={onCancel}
      testId="confirm-install"
    >
      {question?.description}
    </ConfirmDialog>
  );
}
