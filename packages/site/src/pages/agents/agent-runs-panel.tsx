import { type Agent, callApi, finishedTaskStatuses, type Task, type TaskStep } from "@hub-of-minds/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isUnauthorized, useAdminAction, useRequestSignIn } from "../../auth/admin-session";
import { useAccount } from "../../auth/use-account";
import * as css from "../../ui/ui.css";

const isFinished = (task: Pick<Task, "status">) => finishedTaskStatuses.includes(task.status);

/** A task polled every second until it ends; nothing is asked while `id` is null or `enabled` is false. */
export function useLiveTask(id: string | null, enabled = true) {
  return useQuery({
    queryKey: ["task", id],
    queryFn: () => callApi("getAgentTask", { params: { id: id as string } }),
    enabled: enabled && id !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : 1000),
  });
}

const stepLabel = (step: TaskStep) =>
  step.kind === "model"
    ? `Model ${step.name}`
    : step.kind === "tool"
      ? `Skill ${step.name}`
      : step.kind === "approval"
        ? `Approval of ${step.name}`
        : "Note";

/** One run's steps as they are recorded: model calls, skill calls with input and output, approvals. */
export function TaskTrace({ task }: { task: Task }) {
  return (
    <section className={css.card} data-testid="task-trace" data-state={task.status}>
      <h3 className={css.cardTitle}>{task.instruction}</h3>
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
        {task.status} · {task.tokens} tokens · try {task.attempts}
        {task.error ? ` · ${task.error.message}` : ""}
      </p>
      <ol className={css.list}>
        {task.steps.map((step) => (
          <li key={`${step.attempt}-${step.seq}`} data-testid="task-step" data-state={step.status}>
            <strong>{stepLabel(step)}</strong>{" "}
            <span className={`${css.muted} ${css.small}`}>
              {step.status} · {step.tokens} tokens · {step.durationMs} ms
            </span>
            <pre className={css.small} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 }}>
              {JSON.stringify(step.output)}
            </pre>
          </li>
        ))}
      </ol>
      {task.result ? <p data-testid="task-result">{task.result}</p> : null}
    </section>
  );
}

/** Give an agent a task, follow its runs live, cancel one, and decide the skill calls waiting for approval. */
export function AgentRunsPanel({ agents }: { agents: readonly Agent[] }) {
  const queryClient = useQueryClient();
  const asAdmin = useAdminAction();
  const requestSignIn = useRequestSignIn();
  // Runs and approvals are the administrator's: a visitor's page does not ask for them (and be refused).
  const account = useAccount();
  const isAdmin = account.role === "admin";
  const [agentId, setAgentId] = useState(agents[0]?.id ?? "");
  const [instruction, setInstruction] = useState("");
  const [openTask, setOpenTask] = useState<string | null>(null);

  const tasks = useQuery({
    queryKey: ["agent-tasks", agentId],
    queryFn: () => callApi("listAgentTasks", { params: { id: agentId } }),
    enabled: isAdmin && agentId !== "",
    refetchInterval: 2000,
  });
  const task = useLiveTask(openTask, isAdmin);
  const approvals = useQuery({
    queryKey: ["approvals"],
    queryFn: () => callApi("listApprovals"),
    enabled: isAdmin,
    refetchInterval: 3000,
  });
  const refresh = () => queryClient.invalidateQueries();

  const start = useMutation({
    mutationFn: () =>
      // The answer is 202 with the queued task (the client's types follow 200/201 answers).
      asAdmin(
        async () =>
          (await callApi("createAgentTask", {
            params: { id: agentId },
            body: { instruction: instruction.trim() },
          })) as unknown as Task,
      ),
    onSuccess: (created) => {
      setInstruction("");
      setOpenTask(created.id);
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (id: string) => asAdmin(() => callApi("cancelAgentTask", { params: { id } })),
    onSuccess: refresh,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "approve" | "deny" }) =>
      asAdmin(() => callApi("decideApproval", { params: { id: String(id) }, body: { decision } })),
    onSuccess: refresh,
  });

  const signedOut =
    (account.state !== "loading" && !isAdmin) || isUnauthorized(tasks.error) || isUnauthorized(approvals.error);
  const pending = approvals.data?.filter((approval) => approval.status === "pending") ?? [];
  const error = start.error ?? cancel.error ?? decide.error;

  return (
    <section className={css.card} data-testid="agent-runs" data-state={signedOut ? "signed-out" : "ready"}>
      <h2 className={css.cardTitle}>Give a task</h2>
      <form
        className={css.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (instruction.trim()) start.mutate();
        }}
      >
        <label className={css.small}>
          Agent{" "}
          <select
            className={css.input}
            value={agentId}
            onChange={(event) => setAgentId(event.target.value)}
            data-testid="run-agent"
          >
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </label>
        <input
          className={css.input}
          aria-label="Instruction"
          placeholder="What should the agent do?"
          value={instruction}
          maxLength={4000}
          onChange={(event) => setInstruction(event.target.value)}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="run-instruction"
        />
        <button type="submit" className={css.button.primary} disabled={!instruction.trim() || start.isPending}>
          Start
        </button>
      </form>
      {error ? (
        <p role="alert" className={css.small}>
          {(error as Error).message}
        </p>
      ) : null}
      {signedOut ? (
        <p className={css.muted}>
          Sign in as the administrator to see and start runs.{" "}
          <button type="button" className={css.button.secondary} onClick={() => void requestSignIn()}>
            Sign in
          </button>
        </p>
      ) : null}
      {pending.length ? (
        <>
          <h3 className={css.cardTitle}>Waiting for your approval</h3>
          <ul className={css.list}>
            {pending.map((approval) => (
              <li key={approval.id} data-testid="approval" className={css.row}>
                <span style={{ flex: 1 }}>
                  {approval.agentId}: {approval.appId}/{approval.skillName} ({approval.permissions.join(", ")})
                </span>
                <button
                  type="button"
                  className={css.button.primary}
                  onClick={() => decide.mutate({ id: approval.id, decision: "approve" })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className={css.button.danger}
                  onClick={() => decide.mutate({ id: approval.id, decision: "deny" })}
                >
                  Deny
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={css.cardTitle}>Last runs</h3>
      {tasks.data?.length ? (
        <ul className={css.list}>
          {tasks.data.map((item) => (
            <li key={item.id} className={css.row} data-testid="run-row" data-state={item.status}>
              <button type="button" className={css.button.secondary} onClick={() => setOpenTask(item.id)}>
                {item.instruction.length > 60 ? `${item.instruction.slice(0, 57)}...` : item.instruction}
              </button>
              <span className={css.small}>{item.status}</span>
              {isFinished(item) ? null : (
                <button type="button" className={css.button.secondary} onClick={() => cancel.mutate(item.id)}>
                  Cancel
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>No runs yet.</p>
      )}
      {task.data ? <TaskTrace task={task.data} /> : null}
    </section>
  );
}
