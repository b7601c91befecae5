import type { SupportTicketCategory, SupportTicketInput, SupportTicketPriority } from "../schemas/support.schema";
import { articlesOfTopic } from "./knowledge-base-articles.data";

/** The three tabs of the Support Center, the first selected. */
export const supportTabs = [
  { id: "contact", label: "Contact Support" },
  { id: "knowledge", label: "Knowledge Base" },
  { id: "status", label: "System Status" },
] as const;

export interface SupportChannel {
  id: string;
  title: string;
  description: string;
  availability: string;
  responseTime: string;
  /** Who may use it; display text only, nothing is enforced. */
  audience?: string;
  buttonLabel: string;
}

/** The contact channel cards (spec 001, Support Center). */
export const supportChannels: readonly SupportChannel[] = [
  {
    id: "live-chat",
    title: "Live Chat Support",
    description: "Chat with our support team and Agent Zero in real time.",
    availability: "24/7",
    responseTime: "Immediate",
    buttonLabel: "Start Chat",
  },
  {
    id: "email",
    title: "Email Support",
    description: "Send us the details and we will get back to you by email.",
    availability: "Business hours",
    responseTime: "4-8 hours",
    buttonLabel: "Start Email",
  },
  {
    id: "phone",
    title: "Priority Phone Support",
    description: "Talk directly to a senior engineer about critical issues.",
    availability: "Business hours",
    responseTime: "Immediate",
    audience: "Enterprise customers",
    buttonLabel: "Start Call",
  },
];

export interface KnowledgeBaseTopic {
  id: string;
  title: string;
  description: string;
  articles: number;
  popular: boolean;
}

/** The six knowledge-base topic cards with their Popular badges; each count is its article list's length. */
export const knowledgeBaseTopics: readonly KnowledgeBaseTopic[] = (
  [
    {
      id: "getting-started",
      title: "Getting Started Guide",
      description: "Your account, your first personality and your first conversation.",
      popular: true,
    },
    {
      id: "consciousness-streams",
      title: "Understanding Consciousness Streams",
      description: "How streams flow, what the dimensions mean and how to read them.",
      popular: true,
    },
    {
      id: "nonlinear-time",
      title: "Nonlinear Time Operations",
      description: "Working with the time index, significant moments and parallel timelines.",
      popular: false,
    },
    {
      id: "cosmic-enhancement",
      title: "Cosmic Enhancement Protocols",
      description: "Amplifying linear insights into universal operations.",
      popular: true,
    },
    {
      id: "agent-zero",
      title: "Agent Zero Administration",
      description: "What the autonomous administrator monitors, maintains and decides.",
      popular: false,
    },
    {
      id: "troubleshooting",
      title: "Technical Troubleshooting",
      description: "Connection issues, API keys, widgets and configuration errors.",
      popular: true,
    },
  ] satisfies Omit<KnowledgeBaseTopic, "articles">[]
).map((topic) => ({ ...topic, articles: articlesOfTopic(topic.id).length }));

/** The static System Status cards. */
export const supportStatusCards = [
  { id: "overall", label: "Overall Status", value: "Operational" },
  { id: "agent-zero", label: "Agent Zero", value: "Active" },
  { id: "consciousness-streams", label: "Consciousness Streams", value: "56/56 Online" },
  { id: "cosmic-operations", label: "Cosmic Operations", value: "Enhanced" },
] as const;

export interface SupportStatusUpdate {
  id: string;
  title: string;
  description: string;
  hoursAgo: number;
  timeLabel: string;
}

/** The three static recent updates, newest first. */
export const supportStatusUpdates: readonly SupportStatusUpdate[] = [
  {
    id: "streams-optimised",
    title: "Consciousness stream optimisation complete",
    description: "Agent Zero rebalanced the streams of all 56 personalities; latency is down across every dimension.",
    hoursAgo: 2,
    timeLabel: "2 hours ago",
  },
  {
    id: "cosmic-protocols",
    title: "Cosmic enhancement protocols upgraded",
    description: "Universal operations now amplify linear insights with the new protocol set.",
    hoursAgo: 4,
    timeLabel: "4 hours ago",
  },
  {
    id: "maintenance",
    title: "Scheduled maintenance finished",
    description: "Routine maintenance of the nonlinear time systems finished with no downtime.",
    hoursAgo: 6,
    timeLabel: "6 hours ago",
  },
];

/** The ticket form's category select, in order, with its labels (spec 001, section 5). */
export const supportTicketCategoryOptions: readonly { value: SupportTicketCategory; label: string }[] = [
  { value: "technical", label: "Technical Issue" },
  { value: "consciousness", label: "Consciousness Streams" },
  { value: "personalities", label: "AI Personalities" },
  { value: "cosmic", label: "Cosmic Operations" },
  { value: "billing", label: "Billing & Account" },
  { value: "feature", label: "Feature Request" },
];

/** The ticket form's priority select, in order, with its labels. */
export const supportTicketPriorityOptions: readonly { value: SupportTicketPriority; label: string }[] = [
  { value: "low", label: "General inquiry" },
  { value: "normal", label: "Standard issue" },
  { value: "high", label: "Affecting operations" },
  { value: "urgent", label: "Critical issue" },
];

/** The ticket form as typed; an empty category or priority means none was chosen (spec 001: not required). */
export type SupportTicketForm = Record<keyof Required<SupportTicketInput>, string>;

/** The empty form, every selection on its empty choice; it returns to this after each submission. */
export const emptySupportTicketForm: SupportTicketForm = {
  email: "",
  subject: "",
  description: "",
  category: "",
  priority: "",
};

/** What the form sends: its fields without the selections left empty (the schema files those under its defaults). */
export function supportTicketFormInput(form: SupportTicketForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter(([field, value]) => value !== "" || (field !== "category" && field !== "priority")),
  );
}

/** The success toast of a submitted ticket. */
export const supportTicketSubmittedToast = {
  title: "Support Ticket Submitted",
  description: "We'll respond within 24 hours. Agent Zero is already analyzing your request.",
} as const;
