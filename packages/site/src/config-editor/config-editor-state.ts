import { type ConfigFilename, configFilenames } from "@hub-of-minds/core";
import type { YamlProblem } from "./yaml-problem";

/** A save the server refused: why, in a sentence, and the problems it found at their lines (if any). */
export interface Refusal {
  sentence: string;
  problems: YamlProblem[];
}

/** The editor's own state; the file contents and the save in flight are the query client's. */
export interface ConfigEditorState {
  selected: ConfigFilename;
  /** Unsaved edits, per file, kept until saved or reloaded. */
  drafts: Partial<Record<ConfigFilename, string>>;
  /** The last refusal of each file's text, until that text changes. */
  refusals: Partial<Record<ConfigFilename, Refusal>>;
}

export type ConfigEditorAction =
  | { type: "select"; filename: ConfigFilename }
  | { type: "edit"; content: string }
  /** `content`: the text saved; an edit made while the save was in flight stays a draft. */
  | { type: "saved"; filename: ConfigFilename; content: string }
  | { type: "refused"; filename: ConfigFilename; refusal: Refusal }
  | { type: "reloaded" };

export const initialConfigEditorState: ConfigEditorState = {
  selected: configFilenames[0],
  drafts: {},
  refusals: {},
};

function without<T>(record: Partial<Record<ConfigFilename, T>>, filename: ConfigFilename) {
  const { [filename]: _dropped, ...rest } = record;
  return rest;
}

export function configEditorReducer(state: ConfigEditorState, action: ConfigEditorAction): ConfigEditorState {
  switch (action.type) {
    case "select":
      return { ...state, selected: action.filename };
    case "edit":
      return {
        ...state,
        drafts: { ...state.drafts, [state.selected]: action.content },
        refusals: without(state.refusals, state.selected),
      };
    case "saved":
      return {
        ...state,
        drafts:
          state.drafts[action.filename] === action.content ? without(state.drafts, action.filename) : state.drafts,
        refusals: without(state.refusals, action.filename),
      };
    case "refused":
      return { ...state, refusals: { ...state.refusals, [action.filename]: action.refusal } };
    case "reloaded":
      return { ...state, drafts: {}, refusals: {} };
  }
}
