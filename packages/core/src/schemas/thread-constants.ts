// The conversations' plain constants, apart from their zod schemas (thread.schema.ts): the embeddable chat
// imports these from the zod-free `@hub-of-minds/core/protocol`.

/** How long a visitor token lives; the widget asks for a new one when it expires. */
export const visitorTokenTtlSeconds = 60 * 60;
/** The header a widget sends its visitor token in (with its publishable key). */
export const visitorTokenHeader = "x-visitor-token";
/**
 * The thread a chat call belongs to, and the id the widget chose for the answer (feedback names it): a chat
 * call with them is recorded in that thread; without them nothing is stored (the keyless, local-only mode).
 */
export const threadIdHeader = "x-hom-thread";
export const replyIdHeader = "x-hom-reply-id";
/** The longest comment a rating may carry. */
export const maxFeedbackCommentLength = 1000;
