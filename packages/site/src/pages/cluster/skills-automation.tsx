import { type ClusterApp, callApi, type Task, type Workflow, type WorkflowCreate } from "@hub-of-minds/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminAction } from "../../auth/admin-session";
import { queryKeys } from "../../query/query-keys";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { errorSentence } from "../../ui/error-sentence";
import { ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { TaskTrace, useLiveTask } from "../agents/agent-runs-panel";
import { WorkflowDialog } from "./workflow-dialog";
import { installedSkills } from "./workflow-draft";

export interface SkillsPanelProps {
  apps: readonly ClusterApp[];
  /** Ids of the installed apps: their skills are offered. */
  installed: readonly string[];
  /** `undefined` while loading. */
  workflows: readonly Workflow[] | undefined;
  workflowsError?: Error | null;
  onRetry?: () => void;
  /** The run last started here, followed live. */
  run: Task | null;
  /** What the last run or delete was refused with. */
  error: string | null;
  busy: boolean;
  onCreate: (workflow: WorkflowCreate) => Promise<unknown>;
  onRun: (workflow: Workflow) => void;
  onDelete: (workflow: Workflow) => void;
}

/** Spec 000's Skills & Automation tab, made real: the installed skills, saved workflows, their runs. */
export function SkillsPanel(props: SkillsPanelProps) {
  const { workflows } = props;
  const skills = installedSkills(props.apps, props.installed);
  const [deleting, setDeleting] = useState<Workflow | null>(null);
  return (
    <div className={css.stack} data-testid="skills-automation">
      <div className={css.grid}>
        <section className={css.card} aria-labelledby="skills-title" data-testid="available-skills">
          <h2 id="skills-title" className={css.cardTitle}>
            Available Skills
          </h2>
          {skills.length === 0 ? (
            <p className={css.muted} style={{ margin: 0 }}>
              Install apps to access their skills
            </p>
          ) : (
            <ul className={css.list}>
              {skills.map((entry) => (
                <li key={`${entry.appId}/${entry.skill.name}`} data-testid="skill">
                  <strong>{entry.skill.name}</strong>{" "}
                  <span className={`${css.muted} ${css.small}`}>{entry.appName}</span>
                  <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
                    {entry.skill.description}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={css.card} aria-labelledby="workflows-title" data-testid="workflows">
          <h2 id="workflows-title" className={css.cardTitle}>
            Workflows
          </h2>
          {workflows === undefined ? (
            props.workflowsError ? (
              <ErrorState what="The workflows" error={props.workflowsError} onRetry={props.onRetry} />
            ) : (
              <SkeletonRows label="Loading the workflows" />
            )
          ) : workflows.length === 0 ? (
            <p className={css.muted} style={{ margin: 0 }}>
              No workflows created yet
            </p>
          ) : (
            <ul className={css.list}>
              {workflows.map((workflow) => (
                <li key={workflow.id} className={css.stack} style={{ gap: 4 }} data-testid="workflow">
                  <div className={css.spread}>
                    <strong className={css.ellipsis}>{workflow.name}</strong>
                    <span className={`${css.muted} ${css.small}`} style={{ whiteSpace: "nowrap" }}>
                      {workflow.steps.length} {workflow.steps.length === 1 ? "step" : "steps"} · {workflow.runs}{" "}
                      {workflow.runs === 1 ? "run" : "runs"}
                    </span>
                  </div>
                  {workflow.description ? (
                    <span className={`${css.muted} ${css.small}`}>{workflow.description}</span>
                  ) : null}
                  <span className={`${css.muted} ${css.small}`}>
                    {workflow.steps.map((step) => step.skillName).join(" → ")}
                  </span>
                  <div className={css.row}>
                    <button
                      type="button"
                      className={css.button.primary}
                      disabled={props.busy}
                      onClick={() => props.onRun(workflow)}
                      aria-label={`Run ${workflow.name}`}
                    >
                      Run
                    </button>
                    <button
                      type="button"
                      className={css.button.secondary}
                      disabled={props.busy}
                      onClick={() => setDeleting(workflow)}
                      aria-label={`Delete ${workflow.name}`}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <WorkflowDialog apps={props.apps} installed={props.installed} onCreate={props.onCreate} />
          {skills.length === 0 ? (
            <span className={`${css.muted} ${css.small}`}>A workflow is made of installed skills.</span>
          ) : null}
        </section>
      </div>
      {props.error ? (
        <p role="alert" className={css.small} data-testid="workflow-action-error">
          {props.error}
        </p>
      ) : null}
      {props.run ? <TaskTrace task={props.run} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name}?`}
        confirmLabel="Delete workflow"
        onConfirm={() => {
          if (deleting) props.onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
        testId="delete-workflow"
      >
        The workflow goes; the runs it already made stay in the agents' history.
      </ConfirmDialog>
    </div>
  );
}

/** The tab on the hub: workflows from the API; saving, running and deleting are the administrator's. */
export function SkillsAutomation({ apps, installed }: { apps: readonly ClusterApp[]; installed: readonly string[] }) {
  const queryClient = useQueryClient();
  const asAdmin = useAdminAction();
  const [runId, setRunId] = useState<string | null>(null);
  const workflows = useQuery({ queryKey: queryKeys.workflows, queryFn: () => callApi("listWorkflows") });
  const run = useLiveTask(runId);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.workflows }),
      queryClient.invalidateQueries({ queryKey: queryKeys.clusterAnalytics }),
    ]);
  const create = useMutation({
    mutationFn: (workflow: WorkflowCreate) => asAdmin(() => callApi("createWorkflow", { body: workflow })),
    onSuccess: refresh,
  });
  const start = useMutation({
    // The answer is 202 with the queued task (the client's types follow 200/201 answers).
    mutationFn: async (workflow: Workflow) =>
      (await asAdmin(() => callApi("runWorkflow", { params: { id: String(workflow.id) } }))) as unknown as Task,
    onSuccess: async (task) => {
      setRunId(task.id);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (workflow: Workflow) =>
      asAdmin(() => callApi("deleteWorkflow", { params: { id: String(workflow.id) } })),
    onSuccess: refresh,
  });
  const failed = start.error ?? remove.error;
  return (
    <SkillsPanel
      apps={apps}
      installed={installed}
      workflows={workflows.data}
      workflowsError={workflows.error}
      onRetry={() => void workflows.refetch()}
      run={run.data ?? null}
      error={failed ? errorSentence(failed) : null}
      busy={start.isPending || remove.isPending}
      onCreate={(workflow) => create.mutateAsync(workflow)}
      onRun={(workflow) => start.mutate(workflow)}
      onDelete={(workflow) => remove.mutate(workflow)}
    />
  );
}
