import type { ClusterApp, WorkflowCreate } from "@hub-of-minds/core";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useReducer, useState } from "react";
import * as dialogCss from "../../ui/dialog.css";
import { errorSentence } from "../../ui/error-sentence";
import * as css from "../../ui/ui.css";
import {
  type DraftStep,
  draftToWorkflow,
  emptyDraft,
  type InstalledSkill,
  installedSkills,
  outputOf,
  reduceDraft,
  skillKey,
  type WorkflowDraft,
} from "./workflow-draft";

/** The inputs of one step, as its skill declares them. */
function StepFields({
  step,
  index,
  skill,
  onInput,
}: {
  step: DraftStep;
  index: number;
  skill: InstalledSkill;
  onInput: (field: string, value: string | boolean) => void;
}) {
  const idBase = useId();
  return (
    <div className={css.stack} style={{ gap: 8 }}>
      {skill.skill.input.map((field) => {
        const id = `${idBase}-${field.name}`;
        const label = `${field.name}${field.required ? "" : " (optional)"}`;
        if (field.type === "boolean") {
          return (
            <label key={field.name} className={`${css.row} ${css.small}`} htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={step.input[field.name] === true}
                onChange={(event) => onInput(field.name, event.target.checked)}
              />
              {label}: {field.description}
            </label>
          );
        }
        const hint =
          field.type === "string[]"
            ? "Separate items with commas."
            : field.type === "string" && index > 0
              ? `Write ${outputOf(0)} to use step 1's output.`
              : "";
        return (
          <div key={field.name} className={css.stack} style={{ gap: 4 }}>
            <label htmlFor={id} className={css.small}>
              <strong>{label}</strong> <span className={css.muted}>{field.description}</span>
            </label>
            <input
              id={id}
              className={css.input}
              inputMode={field.type === "number" ? "decimal" : undefined}
              value={typeof step.input[field.name] === "string" ? (step.input[field.name] as string) : ""}
              onChange={(event) => onInput(field.name, event.target.value)}
              aria-required={field.required}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
            {hint ? (
              <span id={`${id}-hint`} className={`${css.muted} ${css.small}`}>
                {hint}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * "Create Workflow": a name, then ordered skill steps of the installed apps, each with the inputs its skill
 * declares; a text input may take an earlier step's output. The server's refusal is shown in the dialog.
 */
export function WorkflowDialog({
  apps,
  installed,
  onCreate,
  initial = emptyDraft,
  defaultOpen = false,
}: {
  apps: readonly ClusterApp[];
  installed: readonly string[];
  onCreate: (workflow: WorkflowCreate) => Promise<unknown>;
  /** A draft to open with (stories). */
  initial?: WorkflowDraft;
  defaultOpen?: boolean;
}) {
  const skills = installedSkills(apps, installed);
  const [open, setOpen] = useState(defaultOpen);
  const [draft, dispatch] = useReducer(reduceDraft, initial);
  const [picked, setPicked] = useState("");
  const nameId = useId();
  const descriptionId = useId();
  const skillOf = (step: DraftStep) =>
    skills.find((entry) => entry.appId === step.appId && entry.skill.name === step.skillName);

  const save = async () => {
    const built = draftToWorkflow(draft, skills);
    if ("error" in built) return dispatch({ type: "refused", error: built.error });
    dispatch({ type: "saving" });
    try {
      await onCreate(built.workflow);
      dispatch({ type: "reset" });
      setOpen(false);
    } catch (error) {
      dispatch({ type: "refused", error: errorSentence(error) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={css.button.primary} disabled={skills.length === 0}>
        Create Workflow
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.overlay} />
        <Dialog.Content
          className={dialogCss.content}
          style={{ maxWidth: 600, maxHeight: "90vh", overflowY: "auto" }}
          data-testid="workflow-dialog"
          data-state={draft.saving ? "saving" : draft.error ? "refused" : "editing"}
        >
          <Dialog.Title className={dialogCss.title}>Create Workflow</Dialog.Title>
          <Dialog.Description style={{ margin: 0 }} className={css.muted}>
            Skills run in order as one task of Agent Zero, with the same oversight and approvals as any agent.
          </Dialog.Description>
          <form
            className={css.stack}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label htmlFor={nameId} className={css.small}>
              <strong>Name</strong>
            </label>
            <input
              id={nameId}
              className={css.input}
              value={draft.name}
              maxLength={100}
              onChange={(event) => dispatch({ type: "name", value: event.target.value })}
            />
            <label htmlFor={descriptionId} className={css.small}>
              <strong>Description</strong> <span className={css.muted}>(optional)</span>
            </label>
            <input
              id={descriptionId}
              className={css.input}
              value={draft.description}
              maxLength={500}
              onChange={(event) => dispatch({ type: "description", value: event.target.value })}
            />
            <ol className={css.list} data-testid="workflow-steps">
              {draft.steps.map((step, index) => {
                const skill = skillOf(step);
                return (
                  // Steps have no id of their own; their place is what they are.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the step's identity here
                  <li key={index} className={css.card} data-testid="workflow-step">
                    <div className={css.spread}>
                      <strong>
                        {index + 1}. {skill ? `${skill.appName}: ${step.skillName}` : step.skillName}
                      </strong>
                      <span className={css.row}>
                        <button
                          type="button"
                          className={css.button.secondary}
                          aria-label={`Move step ${index + 1} up`}
                          disabled={index === 0}
                          onClick={() => dispatch({ type: "move-step", index, by: -1 })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={css.button.secondary}
                          aria-label={`Move step ${index + 1} down`}
                          disabled={index === draft.steps.length - 1}
                          onClick={() => dispatch({ type: "move-step", index, by: 1 })}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className={css.button.secondary}
                          aria-label={`Remove step ${index + 1}`}
                          onClick={() => dispatch({ type: "remove-step", index })}
                        >
                          Remove
                        </button>
                      </span>
                    </div>
                    {skill ? (
                      <StepFields
                        step={step}
                        index={index}
                        skill={skill}
                        onInput={(field, value) => dispatch({ type: "input", index, field, value })}
                      />
                    ) : (
                      <p className={css.small}>This skill's app is no longer installed: remove the step.</p>
                    )}
                  </li>
                );
              })}
            </ol>
            <div className={css.row}>
              <select
                className={css.input}
                aria-label="Skill to add"
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                style={{ flex: "1 1 220px" }}
              >
                <option value="">Choose a skill…</option>
                {skills.map((entry) => (
                  <option key={skillKey(entry.appId, entry.skill.name)} value={skillKey(entry.appId, entry.skill.name)}>
                    {entry.appName}: {entry.skill.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={css.button.secondary}
                disabled={!picked}
                onClick={() => {
                  const skill = skills.find((entry) => skillKey(entry.appId, entry.skill.name) === picked);
                  if (skill) dispatch({ type: "add-step", skill });
                  setPicked("");
                }}
              >
                Add step
              </button>
            </div>
            {draft.error ? (
              <p role="alert" className={css.small} data-testid="workflow-error">
                {draft.error}
              </p>
            ) : null}
            <div className={css.row} style={{ justifyContent: "flex-end" }}>
              <Dialog.Close className={css.button.secondary} type="button">
                Cancel
              </Dialog.Close>
              <button type="submit" className={css.button.primary} disabled={draft.saving}>
                {draft.saving ? "Saving…" : "Save workflow"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
