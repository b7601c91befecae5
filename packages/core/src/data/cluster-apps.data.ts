import type { ClusterApp } from "../schemas/cluster-app.schema";

/**
 * The 8 apps of the cluster marketplace (spec 000, Cluster). Dependencies form a small acyclic graph:
 * insight-analytics needs data-pipeline; sentiment-radar needs insight-analytics; workflow-automator
 * and team-relay need smart-scheduler; skill-exchange needs persona-composer and workflow-automator.
 */
export const clusterApps: readonly ClusterApp[] = [
  {
    id: "smart-scheduler",
    displayName: "Smart Scheduler",
    description: "Plans your day around your energy and deadlines, and lets your AI minds book focus time for you.",
    category: "productivity",
    version: "2.3.1",
    author: "Hub of Minds Labs",
    rating: 4.8,
    installCount: 12840,
    pricing: { type: "free" },
    permissions: ["calendar:read", "calendar:write", "agents:read"],
    dependencies: [],
    skills: [
      {
        name: "plan-day",
        description: "Builds an hour-by-hour plan for one day from a list of tasks.",
        input: [
          { name: "date", type: "string", required: true, description: "The day to plan, as YYYY-MM-DD." },
          { name: "tasks", type: "string[]", required: true, description: "The tasks to fit into the day." },
          { name: "focusHours", type: "number", required: false, description: "Hours of deep work to reserve." },
        ],
      },
      {
        name: "find-slot",
        description: "Finds the first free slot of a given length.",
        input: [
          { name: "durationMinutes", type: "number", required: true, description: "Length of the slot in minutes." },
          { name: "after", type: "string", required: false, description: "Earliest start, as an ISO time." },
        ],
      },
    ],
  },
  {
    id: "data-pipeline",
    displayName: "Data Pipeline Connector",
    description: "Streams records from your storage containers into the cluster so other apps can analyse them.",
    category: "automation",
    version: "1.6.0",
    author: "FlowForge",
    rating: 4.4,
    installCount: 8315,
    pricing: { type: "free" },
    permissions: ["storage:read", "network:outbound"],
    dependencies: [],
    skills: [
      {
        name: "sync-container",
        description: "Copies the documents of one storage container into the cluster's working set.",
        input: [
          { name: "containerId", type: "string", required: true, description: "The storage container to read." },
          {
            name: "since",
            type: "string",
            required: false,
            description: "Only documents changed after this ISO time.",
          },
        ],
      },
    ],
  },
  {
    id: "insight-analytics",
    displayName: "Insight Analytics",
    description: "Turns your agents' activity and your data pipelines into trends, summaries and weekly reports.",
    category: "analytics",
    version: "3.0.2",
    author: "Metricsmith",
    rating: 4.6,
    installCount: 6092,
    pricing: { type: "paid", price: 14.99 },
    permissions: ["storage:read", "agents:read", "reports:write"],
    dependencies: ["data-pipeline"],
    skills: [
      {
        name: "summarize-activity",
        description: "Summarises what your agents did over a period.",
        input: [
          { name: "days", type: "number", required: true, description: "How many days back to cover." },
          { name: "agentId", type: "string", required: false, description: "Limit the summary to one agent." },
        ],
      },
      {
        name: "detect-trends",
        description: "Lists rising and falling topics in a set of texts.",
        input: [{ name: "texts", type: "string[]", required: true, description: "The texts to compare." }],
      },
    ],
  },
  {
    id: "workflow-automator",
    displayName: "Workflow Automator",
    description: "Chains skills of your installed apps into workflows that run on a schedule or on an event.",
    category: "automation",
    version: "2.1.0",
    author: "FlowForge",
    rating: 4.5,
    installCount: 9427,
    pricing: { type: "paid", price: 9.99 },
    permissions: ["skills:execute", "calendar:read", "agents:write"],
    dependencies: ["smart-scheduler"],
    skills: [
      {
        name: "run-workflow",
        description: "Runs a saved workflow once, now.",
        input: [
          { name: "workflowId", type: "string", required: true, description: "The workflow to run." },
          { name: "dryRun", type: "boolean", required: false, description: "List the steps without running them." },
        ],
      },
    ],
  },
  {
    id: "persona-composer",
    displayName: "Persona Composer",
    description: "Blends the traits and voices of several AI personalities into one custom persona for a task.",
    category: "ai-tools",
    version: "1.2.4",
    author: "Hub of Minds Labs",
    rating: 4.9,
    installCount: 15263,
    pricing: { type: "paid", price: 24.99 },
    permissions: ["personalities:read", "agents:write"],
    dependencies: [],
    skills: [
      {
        name: "compose-persona",
        description: "Creates a persona from two to four personalities and a goal.",
        input: [
          { name: "personalityIds", type: "string[]", required: true, description: "Two to four personality ids." },
          { name: "goal", type: "string", required: true, description: "What the persona should help with." },
        ],
      },
      {
        name: "rewrite-in-voice",
        description: "Rewrites a text in the voice of one personality.",
        input: [
          { name: "personalityId", type: "string", required: true, description: "The personality whose voice to use." },
          { name: "text", type: "string", required: true, description: "The text to rewrite." },
        ],
      },
    ],
  },
  {
    id: "sentiment-radar",
    displayName: "Sentiment Radar",
    description: "Scores the mood of messages and conversations and flags the ones that need a human touch.",
    category: "ai-tools",
    version: "1.4.0",
    author: "Metricsmith",
    rating: 4.2,
    installCount: 4718,
    pricing: { type: "free" },
    permissions: ["messages:read", "reports:write"],
    dependencies: ["insight-analytics"],
    skills: [
      {
        name: "score-sentiment",
        description: "Scores a text from -1 (negative) to 1 (positive).",
        input: [{ name: "text", type: "string", required: true, description: "The text to score." }],
      },
    ],
  },
  {
    id: "team-relay",
    displayName: "Team Relay",
    description: "Posts agent updates and daily plans to your team channels and collects replies as tasks.",
    category: "communication",
    version: "2.0.5",
    author: "Signalhouse",
    rating: 4.3,
    installCount: 7031,
    pricing: { type: "free" },
    permissions: ["messages:read", "messages:write", "network:outbound"],
    dependencies: ["smart-scheduler"],
    skills: [
      {
        name: "post-update",
        description: "Posts a message to a team channel.",
        input: [
          { name: "channel", type: "string", required: true, description: "The channel name, without '#'." },
          { name: "message", type: "string", required: true, description: "The text to post." },
          { name: "mentionTeam", type: "boolean", required: false, description: "Notify everyone in the channel." },
        ],
      },
    ],
  },
  {
    id: "skill-exchange",
    displayName: "Skill Exchange",
    description: "Share your personas and workflows with other hubs and install the ones the community rates best.",
    category: "marketplace",
    version: "1.0.3",
    author: "Hub of Minds Labs",
    rating: 4.1,
    installCount: 3389,
    pricing: { type: "free" },
    permissions: ["skills:read", "network:outbound"],
    dependencies: ["persona-composer", "workflow-automator"],
    skills: [
      {
        name: "search-listings",
        description: "Searches shared personas and workflows.",
        input: [
          { name: "query", type: "string", required: true, description: "Words to look for." },
          { name: "kind", type: "string", required: false, description: "'persona' or 'workflow'." },
        ],
      },
    ],
  },
];

/** Looks an app up by id. */
export function findClusterApp(appId: string, apps: readonly ClusterApp[] = clusterApps): ClusterApp | undefined {
  return apps.find((app) => app.id === appId);
}
