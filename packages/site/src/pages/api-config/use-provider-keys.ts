import { type ProviderId, type ProviderStatus, serverErrorMessage, toastMessages } from "@hub-of-minds/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useReducer } from "react";
import { isUnauthorized, useAdminAction } from "../../auth/admin-session";
import { useToast } from "../../toast/toaster";
import { providerInfo } from "./provider-catalog";
import { type ProviderKeysApi, providerStatusQueryKey } from "./provider-keys-api";
import { initialProviderKeysState, providerKeysReducer, withStatus } from "./provider-keys-state";

/** Said when the visitor closes the sign-in dialog instead of signing in. */
export const signInNeededText = "Sign in as the administrator to manage provider keys.";

function failureReason(error: unknown): string {
  return isUnauthorized(error) ? signInNeededText : serverErrorMessage(error, "");
}

/**
 * The provider keys screen's data and actions: the status overview, one panel state per provider, and Test /
 * Save with spec 000's toasts. Both actions need the administrator session: a 401 opens the sign-in dialog
 * and the action runs again once signed in.
 */
export function useProviderKeys(api: ProviderKeysApi) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const [panels, dispatch] = useReducer(providerKeysReducer, undefined, initialProviderKeysState);
  const status = useQuery({ queryKey: providerStatusQueryKey, queryFn: () => api.status() });

  // A sign-in during an action also unlocks the overview that failed with 401 before it.
  const refreshRefusedStatus = (error: unknown) => {
    if (isUnauthorized(error)) return;
    if (queryClient.getQueryState(providerStatusQueryKey)?.status === "error") {
      void queryClient.refetchQueries({ queryKey: providerStatusQueryKey });
    }
  };

  const test = useMutation({
    mutationFn: ({ provider, apiKey }: { provider: ProviderId; apiKey: string }) =>
      asAdmin(() => api.test(provider, apiKey)),
    onMutate: ({ provider }) => dispatch({ type: "test-started", provider }),
    onSuccess: (_result, { provider }) => {
      const text = toastMessages.providerTestSucceeded(providerInfo(provider).name);
      dispatch({ type: "test-passed", provider, message: text.description ?? text.title });
      toast(text);
    },
    onError: (error, { provider }) => {
      const reason = failureReason(error);
      const text = toastMessages.providerTestFailed(reason);
      dispatch({ type: "test-failed", provider, reason: text.description ?? text.title });
      toast(text);
    },
    onSettled: (_result, error) => refreshRefusedStatus(error),
  });

  const save = useMutation({
    mutationFn: ({ provider, apiKey }: { provider: ProviderId; apiKey: string }) =>
      asAdmin(() => api.configure(provider, apiKey)),
    onMutate: ({ provider }) => dispatch({ type: "save-started", provider }),
    onSuccess: (saved, { provider }) => {
      // Without a loaded overview (e.g. it was refused before signing in) onSettled loads it whole.
      const list = queryClient.getQueryData<ProviderStatus[]>(providerStatusQueryKey);
      if (list) queryClient.setQueryData(providerStatusQueryKey, withStatus(list, saved));
      const text = toastMessages.providerSaved;
      dispatch({ type: "saved", provider, message: text.description });
      toast(text);
    },
    onError: (error, { provider }) => {
      const reason = failureReason(error);
      dispatch({ type: "save-failed", provider, reason: reason || toastMessages.providerSaveFailed.title });
      toast(reason ? { ...toastMessages.providerSaveFailed, description: reason } : toastMessages.providerSaveFailed);
    },
    onSettled: (_result, error) => refreshRefusedStatus(error),
  });

  /** The overview's own sign-in button: opens the dialog on 401, then loads the overview. */
  const signInForStatus = () =>
    asAdmin(() => status.refetch({ throwOnError: true })).catch(() => {
      // Cancelled or failed again: the overview keeps showing its error state.
    });

  return {
    panels,
    status,
    edit: (provider: ProviderId, draft: string) => dispatch({ type: "edited", provider, draft }),
    test: (provider: ProviderId) => test.mutate({ provider, apiKey: panels[provider].draft.trim() }),
    save: (provider: ProviderId) => save.mutate({ provider, apiKey: panels[provider].draft.trim() }),
    signInForStatus,
  };
}
