import { callApi, serverErrorMessage, toastMessages } from "@hub-of-minds/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminAction } from "../../auth/admin-session";
import { queryKeys } from "../../query/query-keys";
import { useToast } from "../../toast/toaster";
import * as css from "../../ui/ui.css";

type RotateState = { kind: "idle" } | { kind: "rotating" } | { kind: "shown"; apiKey: string };

/** Rotates the customer's API key; the new key is shown this once, then only its prefix remains. */
export function RotateKey({ customerId }: { customerId: number }) {
  const [state, setState] = useState<RotateState>({ kind: "idle" });
  const admin = useAdminAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const rotate = async () => {
    setState({ kind: "rotating" });
    try {
      const { apiKey } = await admin(() => callApi("rotateCustomerApiKey", { params: { id: String(customerId) } }));
      setState({ kind: "shown", apiKey });
      toast(toastMessages.customerApiKeyRotated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.customer(customerId) });
    } catch (error) {
      setState({ kind: "idle" });
      toast({
        title: "Rotation failed",
        description: serverErrorMessage(error, "The key could not be rotated."),
        variant: "destructive",
      });
    }
  };
  return (
    <div className={css.stack} data-state={state.kind}>
      <button type="button" className={css.button.secondary} onClick={rotate} disabled={state.kind === "rotating"}>
        {state.kind === "rotating" ? "Rotating..." : "Rotate key"}
      </button>
      {state.kind === "shown" ? (
        <div role="status" className={css.stack} style={{ gap: 4 }}>
          <p className={css.small} style={{ margin: 0 }}>
            Your new key (copy it now: it will not be shown again):
          </p>
          <code className={css.code} data-testid="new-api-key" style={{ wordBreak: "break-all" }}>
            {state.apiKey}
          </code>
        </div>
      ) : null}
    </div>
  );
}
