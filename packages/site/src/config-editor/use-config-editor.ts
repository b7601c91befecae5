import {
  type ConfigFilename,
  type ConfigFileSummary,
  callApi,
  configFilenames,
  invalidYamlLabel,
  toastMessages,
  yamlIndentationErrors,
} from "@hub-of-minds/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useAdminAction } from "../auth/admin-session";
import { queryKeys } from "../query/query-keys";
import { useConfigFile, useConfigFiles } from "../query/use-hub-queries";
import { useToast } from "../toast/toaster";
import { serverYamlErrors, type YamlLineError } from "./server-yaml-errors";

export type ValidityState = "loading" | "valid" | "invalid";

/**
 * The YAML editor's state (spec 000, section 4): selecting a file loads its content and the server's
 * validity; editing re-checks with the local even-indentation rule; Save is disabled while invalid or
 * pending. Unsaved edits are kept per file until saved or reloaded.
 */
export function useConfigEditor() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const asAdmin = useAdminAction();
  const files = useConfigFiles();
  const [selected, setSelected] = useState<ConfigFilename>(configFilenames[0]);
  const [drafts, setDrafts] = useState<Partial<Record<ConfigFilename, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ConfigFilename, YamlLineError[]>>>({});
  const file = useConfigFile(selected);

  useEffect(() => {
    if (file.isError) toast(toastMessages.configLoadFailed);
  }, [file.isError, toast]);

  const draft = drafts[selected];
  const content = draft ?? file.data?.content ?? "";
  const localErrorLines = useMemo(() => (draft === undefined ? [] : yamlIndentationErrors(draft)), [draft]);
  const validity: ValidityState = !file.data
    ? "loading"
    : (draft === undefined ? file.data.isValid : localErrorLines.length === 0)
      ? "valid"
      : "invalid";

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
      setDrafts(({ [saved.filename]: _saved, ...rest }) => rest);
      setServerErrors(({ [saved.filename]: _cleared, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: queryKeys.configs });
      toast(toastMessages.configSaved);
    },
    onError: (error, input) => {
      setServerErrors((current) => ({ ...current, [input.filename]: serverYamlErrors(error) }));
      toast(toastMessages.configSaveFailed);
    },
  });

  const reload = useMutation({
    mutationFn: () => asAdmin(() => callApi("reloadConfigFiles")),
    onSuccess: (list: ConfigFileSummary[]) => {
      setDrafts({});
      setServerErrors({});
      queryClient.setQueryData(queryKeys.configs, list);
      void queryClient.invalidateQueries({ queryKey: [queryKeys.configs[0]] });
      toast(toastMessages.configsReloaded);
    },
    onError: () => toast(toastMessages.configReloadFailed),
  });

  return {
    files,
    file,
    selected,
    select: setSelected,
    content,
    edited: draft !== undefined,
    edit: (next: string) => setDrafts((current) => ({ ...current, [selected]: next })),
    validity,
    validityLabel: validity === "valid" ? "Valid YAML" : validity === "invalid" ? invalidYamlLabel : "Checking...",
    localErrorLines,
    serverErrors: serverErrors[selected] ?? [],
    canSave: validity === "valid" && !save.isPending && file.data !== undefined,
    save: () => save.mutate({ filename: selected, content }),
    saving: save.isPending,
    reload: () => reload.mutate(),
    reloading: reload.isPending,
  };
}

export type ConfigEditorState = ReturnType<typeof useConfigEditor>;
