import {
  type ConfigFilename,
  type ConfigFileSummary,
  callApi,
  invalidYamlLabel,
  toastMessages,
} from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer } from "react";
import { useAdminAction } from "../auth/admin-session";
import { queryKeys } from "../query/query-keys";
import { useConfigFile, useConfigFiles } from "../query/use-hub-queries";
import { useToast } from "../toast/toaster";
import { errorSentence } from "../ui/error-sentence";
import { configEditorReducer, initialConfigEditorState } from "./config-editor-state";
import { configVerdict } from "./config-verdict";
import { serverYamlErrors } from "./server-yaml-errors";

export type ValidityState = "loading" | "valid" | "invalid";
/** What the last save did: nothing yet (or it worked), in flight, or refused by the server. */
export type SaveState = "idle" | "saving" | "refused";

/**
 * The YAML editor (spec 000, section 4): selecting a file loads its content and the server's validity; each
 * edit runs the server's own validation (see configVerdict); Save is disabled while invalid or pending.
 * Unsaved edits are kept per file until saved or reloaded.
 */
export function useConfigEditor() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const files = useConfigFiles();
  const [state, dispatch] = useReducer(configEditorReducer, initialConfigEditorState);
  const { selected } = state;
  const file = useConfigFile(selected);

  useEffect(() => {
    if (file.isError) toast(toastMessages.configLoadFailed);
  }, [file.isError, toast]);

  const draft = state.drafts[selected];
  const refusal = state.refusals[selected];
  const content = draft ?? file.data?.content ?? "";
  const serverIsValid = file.data?.isValid;
  const verdict = useMemo(
    () =>
      serverIsValid === undefined
        ? undefined
        : configVerdict({
            filename: selected,
            content,
            edited: draft !== undefined,
            serverIsValid,
            serverProblems: refusal?.problems ?? [],
          }),
    [selected, content, draft, serverIsValid, refusal],
  );
  const validity: ValidityState = verdict?.validity ?? "loading";

  const save = useMutation({
    mutationFn: (input: { filename: ConfigFilename; content: string }) =>
      asAdmin(() =>
        callApi("updateConfigFile", { params: { filename: input.filename }, body: { content: input.content } }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.configFile(saved.filename), {
        content: saved.content,
        isValid: saved.isValid,
      });
      dispatch({ type: "saved", filename: saved.filename, content: saved.content });
      void queryClient.invalidateQueries({ queryKey: queryKeys.configs });
      toast(toastMessages.configSaved);
    },
    onError: (error, input) => {
      dispatch({
        type: "refused",
        filename: input.filename,
        refusal: { sentence: errorSentence(error), problems: serverYamlErrors(error) },
      });
      toast(toastMessages.configSaveFailed);
    },
  });

  const reload = useMutation({
    mutationFn: () => asAdmin(() => callApi("reloadConfigFiles")),
    onSuccess: (list: ConfigFileSummary[]) => {
      dispatch({ type: "reloaded" });
      queryClient.setQueryData(queryKeys.configs, list);
      void queryClient.invalidateQueries({ queryKey: [queryKeys.configs[0]] });
      toast(toastMessages.configsReloaded);
    },
    onError: () => toast(toastMessages.configReloadFailed),
  });

  // Stable: the editor reconfigures itself when its onChange changes.
  const edit = useCallback((next: string) => dispatch({ type: "edit", content: next }), []);
  const saving = save.isPending && save.variables?.filename === selected;
  const saveState: SaveState = saving ? "saving" : refusal ? "refused" : "idle";
  return {
    files,
    file,
    selected,
    select: (filename: ConfigFilename) => dispatch({ type: "select", filename }),
    content,
    edited: draft !== undefined,
    edit,
    validity,
    validityLabel: validity === "valid" ? "Valid YAML" : validity === "invalid" ? invalidYamlLabel : "Checking...",
    problems: verdict?.problems ?? [],
    saveState,
    refusal,
    canSave: validity === "valid" && !save.isPending,
    save: () => save.mutate({ filename: selected, content }),
    saving,
    reload: () => reload.mutate(),
    reloading: reload.isPending,
  };
}

export type ConfigEditor = ReturnType<typeof useConfigEditor>;
