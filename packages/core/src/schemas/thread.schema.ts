import { z } from "zod";
import { citationSchema } from "./knowledge.schema";
import { maxFeedbackCommentLength } from "./thread-constants";
import { utcDaySchema } from "./usage.schema";

/**
 * Conversations (issue 26): a widget visitor's session, the threads kept for them server-side, feedback on
 * answers and the customer's inbox. One file, so the widget, the site and the server read the same shapes.
 */

/** An anonymous visitor's id: chosen by the hub on the first session, kept by the widget. */
export const anonymousVisitorIdSchema = z
  .string()
  .regex(/^v_[A-Za-z0-9_-]{16,64}$/, "an anonymous visitor id is v_ and 16 to 64 letters, digits, _ or -");
/** A customer's own user id, as its backend signs it (`userHash`). */
export const verifiedUserIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w.:@-]+$/, "a user id is letters, digits and . : @ - _");
/**
 * Whom a thread belongs to, unique within one customer: `v_...` (an anonymous widget visitor), `u:<userId>`
 * (a verified one) or `a:<accountId>` (a signed-in account on the hub's own pages).
 */
export const visitorIdSchema = z
  .string()
  .max(140)
  .regex(/^(v_[A-Za-z0-9_-]{16,64}|u:[\w.:@-]{1,128}|a:[A-Za-z0-9_-]{1,64})$/, "not a visitor id");

export const widgetSessionRequestSchema = z
  .object({
    /** The visitor id the widget kept from an earlier session; a new one is made when absent. */
    visitorId: anonymousVisitorIdSchema.optional(),
    /** A signed-in user of the customer's own site: `userHash` is the hex HMAC-SHA256 of it. */
    userId: verifiedUserIdSchema.optional(),
    userHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "userHash is the 64-character hex HMAC-SHA256 of userId")
      .optional(),
  })
  .strict()
  .refine((body) => (body.userId === undefined) === (body.userHash === undefined), {
    message: "send userId and userHash together",
    path: ["userHash"],
  });
export type WidgetSessionRequest = z.infer<typeof widgetSessionRequestSchema>;

export const widgetSessionSchema = z.object({
  token: z.string(),
  visitorId: visitorIdSchema,
  /** Whether the customer's backend vouched for the visitor (`userId` + `userHash`). */
  verified: z.boolean(),
  expiresAt: z.string().meta({ description: "ISO 8601; ask for a new session before then." }),
});
export type WidgetSession = z.infer<typeof widgetSessionSchema>;

/** A customer's identity secret: their backend signs user ids with it (HMAC-SHA256, hex). */
export const identitySecretSchema = z.object({
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  rotatedAt: z.string(),
});
export type IdentitySecret = z.infer<typeof identitySecretSchema>;

export const threadIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "a thread id is 8 to 64 letters, digits, _ or -");
export const threadMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "a message id is 1 to 64 letters, digits, _ or -");

export const feedbackRatingSchema = z.enum(["up", "down"]);
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;

export const messageFeedbackSchema = z.object({
  rating: feedbackRatingSchema,
  comment: z.string().nullable(),
  at: z.string(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

export const feedbackRequestSchema = z
  .object({
    rating: feedbackRatingSchema,
    comment: z.string().trim().max(maxFeedbackCommentLength).optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const threadMessageSchema = z.object({
  id: threadMessageIdSchema,
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
  /** The answer's total tokens (prompt and completion), as metered; null for a visitor's message. */
  tokens: z.number().int().nonnegative().nullable(),
  citations: z.array(citationSchema),
  feedback: messageFeedbackSchema.nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const feedbackCountSchema = z.object({
  up: z.number().int().nonnegative(),
  down: z.number().int().nonnegative(),
});

export const threadSummarySchema = z.object({
  id: threadIdSchema,
  title: z.string(),
  /** Null for threads of the hub's own pages (the administrator's). */
  customerId: z.number().int().positive().nullable(),
  visitorId: visitorIdSchema,
  /** The verified user id (`u:` visitors), null for anonymous ones. */
  userId: z.string().nullable(),
  publishableKey: z.string().nullable(),
  origin: z.string().nullable(),
  personalityId: z.string().nullable(),
  model: z.string(),
  messageCount: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  feedback: feedbackCountSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadSchema = threadSummarySchema.extend({ messages: z.array(threadMessageSchema) });
export type Thread = z.infer<typeof threadSchema>;

export const threadListSchema = z.object({
  threads: z.array(threadSummarySchema),
  /** How many threads match the filter (the page holds at most `limit`). */
  total: z.number().int().nonnegative(),
  /** Ratings on the matching threads' answers, per personality (null: a plain model chat). */
  feedbackByPersonality: z.array(feedbackCountSchema.extend({ personalityId: z.string().nullable() })),
});
export type ThreadList = z.infer<typeof threadListSchema>;

/** A widget key or a page origin as stored: printable ASCII (an international domain is in punycode). */
const asciiFilter = z.string().regex(/^[\x21-\x7e]+$/, "printable ASCII, no spaces");

/** The inbox's filters; a visitor token sees only its own threads whatever it asks. */
export const threadListQuerySchema = z.object({
  /** The administrator only: one customer's threads (a customer always sees their own). */
  customerId: z.coerce.number().int().positive().optional(),
  key: asciiFilter.max(120).optional(),
  origin: asciiFilter.max(300).optional(),
  personality: z
    .string()
    .regex(/^[\w.-]+$/, "a personality id is letters, digits, . - _")
    .max(100)
    .optional(),
  visitorId: visitorIdSchema.optional(),
  /** A session's own threads (the site's `/browser`), not their visitors'. */
  mine: z.enum(["true", "false"]).optional(),
  /** Updated on or after this UTC day. */
  from: utcDaySchema.optional(),
  /** Updated on or before this UTC day. */
  to: utcDaySchema.optional(),
  /** Threads with an answer rated up, rated down, rated at all, or not rated. */
  feedback: z.enum(["up", "down", "any", "none"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ThreadListQuery = z.input<typeof threadListQuerySchema>;

export const threadExportQuerySchema = threadListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({ format: z.enum(["json", "csv"]).default("json") });

export const threadUpdateSchema = z.object({ title: z.string().trim().min(1).max(120) }).strict();

/** A customer's conversation settings: threads older than `retentionDays` are deleted (null keeps them). */
export const conversationSettingsSchema = z
  .object({ retentionDays: z.number().int().min(1).max(3650).nullable() })
  .strict();
export type ConversationSettings = z.infer<typeof conversationSettingsSchema>;

export const visitorDeletionSchema = z.object({
  threads: z.number().int().nonnegative(),
  memories: z.number().int().nonnegative(),
});
