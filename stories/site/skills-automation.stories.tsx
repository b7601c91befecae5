import { clusterApps, type Task, type Workflow } from "@hub-of-minds/core";
import { SkillsPanel, type SkillsPanelProps } from "@hub-of-minds/site/pages/cluster/skills-automation";
import { WorkflowDialog } from "@hub-of-minds/site/pages/cluster/workflow-dialog";
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = {
  title: "Site/Skills and automation",
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const installed = ["smart-scheduler", "persona-composer"];
const draft = { name: "", description: "", steps: [], error: null, saving: false };
const workflows: Workflow[] = [
  {
    id: 1,
    name: "Morning plan",
    description: "Find a free half hour, then plan the day around it",
    agentId: "agent-zero",
    steps: [
      { appId: "smart-scheduler", skillName: "find-slot", input: { durationMinutes: 30 } },
      { appId: "smart-scheduler", skillName: "plan-day", input: { date: "2026-12-01", tasks: ["write", "review"] } },
    ],
    createdAt: "2026-11-26T08:00:00.000Z",
    runs: 3,
  },
  {
    id: 2,
    name: "Say it like Eve",
    description: "",
    agentId: "agent-zero",
    steps: [
      { appId: "persona-composer", skillName: "rewrite-in-voice", input: { personalityId: "eve", text: "Hello" } },
    ],
    createdAt: "2026-11-26T09:00:00.000Z",
    runs: 0,
  },
];
const run: Task = {
  id: "0b7d2c62-8f3c-4a37-9a8f-0d8f7f6a1c11",
  agentId: "agent-zero",
  instruction: 'Run the workflow "Morning plan"',
  status: "running",
  result: null,
  error: null,
  workflowId: 1,
  tokens: 0,
  attempts: 1,
  createdAt: "2026-11-26T10:00:00.000Z",
  startedAt: "2026-11-26T10:00:00.100Z",
  finishedAt: null,
  steps: [
    {
      seq: 0,
      attempt: 1,
      kind: "tool",
      name: "smart-scheduler/find-slot",
      status: "ok",
      input: { durationMinutes: 30 },
      output: { start: "2026-11-26T11:00:00.000Z", end: "2026-11-26T11:30:00.000Z" },
      tokens: 0,
      durationMs: 4,
      at: "2026-11-26T10:00:00.120Z",
    },
  ],
};
const nothing = async () => undefined;
const base: SkillsPanelProps = {
  apps: clusterApps,
  installed,
  workflows,
  run: null,
  error: null,
  busy: false,
  onCreate: nothing,
  onRun: () => {},
  onDelete: () => {},
};

export const NothingInstalled: Story = {
  render: () => <SkillsPanel {...base} installed={[]} workflows={[]} />,
};
export const SkillsWithoutWorkflows: Story = { render: () => <SkillsPanel {...base} workflows={[]} /> };
export const Workflows: Story = { render: () => <SkillsPanel {...base} /> };
export const LoadingWorkflows: Story = { render: () => <SkillsPanel {...base} workflows={undefined} /> };
export const WorkflowsFailedToLoad: Story = {
  render: () => (
    <SkillsPanel
      {...base}
      workflows={undefined}
      workflowsError={new Error("The server could not be reached")}
      onRetry={() => {}}
    />
  ),
};
export const RunInProgress: Story = { render: () => <SkillsPanel {...base} run={run} /> };
export const RunRefused: Story = {
  render: () => <SkillsPanel {...base} error="Workflow 1 is already running; wait for it to finish." />,
};

export const CreatingAWorkflow: Story = {
  render: () => (
    <WorkflowDialog
      apps={clusterApps}
      installed={installed}
      onCreate={nothing}
      defaultOpen
      initial={{
        ...draft,
        name: "Morning plan",
        steps: [
          { appId: "smart-scheduler", skillName: "find-slot", input: { durationMinutes: "30" } },
          { appId: "smart-scheduler", skillName: "plan-day", input: { date: "2026-12-01" } },
        ],
      }}
    />
  ),
};
export const WorkflowRefused: Story = {
  render: () => (
    <WorkflowDialog
      apps={clusterApps}
      installed={installed}
      onCreate={nothing}
      defaultOpen
      initial={{
        ...draft,
        name: "Plan",
        steps: [{ appId: "smart-scheduler", skillName: "find-slot", input: {} }],
        error: "Step 1 (find-slot): fill in durationMinutes.",
      }}
    />
  ),
};
