import { createHash } from "node:crypto";
import {
  type Citation,
  replyIdHeader,
  threadIdHeader,
  threadIdSchema,
  threadMessageIdSchema,
} from "@hub-of-minds/core";
import type { Context } from "hono";
import { checkOrigin } from "../http/admin-guard";
import { ApiError } from "../http/api-error";
import type { Conversations } from "./conversations";
import type { RecordedMessage, ThreadStart } from "./thread-store";
import { accountOwner, type ThreadOwner, visitorOwnerOf } from "./thread-viewer";

export interface RecordedAnswer {
  text: string;
  tokens: number;
  citations: Citation[];
}

/** A chat call being recorded in its thread. */
export interface ThreadRecording {
  owner: ThreadOwner;
  /** Stores the thread (made on first use) and the visitor's message: once the call was accepted. */
  begin(): Promise<void>;
  /** Stores the answer under the widget's reply id; an empty answer (cancelled at once) is left out. */
  answered(answer: RecordedAnswer): Promise<void>;
}

export interface RecordedCall {
  /** The model as the caller named it (a personality id, or a model). */
  model: string;
  personalityId: string | null;
  /** The visitor's words: the call's last user message (none: nothing of theirs to store). */
  question: string | undefined;
}

const headerValue = (c: Context, name: string, schema: typeof threadIdSchema, what: string) => {
  const value = c.req.header(name);
  if (value === undefined) return undefined;
  const checked = schema.safeParse(value);
  if (!checked.success) {
    throw new ApiError(400, "invalid_request", `${name} is not ${what}`, [
      { path: name, message: checked.error.issues[0]?.message ?? "invalid" },
    ]);
  }
  return checked.data;
};

/**
 * The visitor's message gets an id of its own made from the reply id: a retried call (same reply id) stores
 * it once.
 */
const questionId = (replyId: string) => `q_${createHash("sha256").update(replyId).digest("base64url").slice(0, 22)}`;

/**
 * The recording of a chat call that names its thread (`X-Hom-Thread`, `X-Hom-Reply-Id`): the widget's visitor
 * (its token) or the signed-in account of the hub's own pages owns it. Nothing without those headers (the
 * keyless, local-only mode). Another owner's thread is 404 here, before the call spends anything.
 */
export async function threadRecordingOf(
  c: Context,
  conversations: Conversations,
  call: RecordedCall,
): Promise<ThreadRecording | undefined> {
  const threadId = headerValue(c, threadIdHeader, threadIdSchema, "a thread id");
  const replyId = headerValue(c, replyIdHeader, threadMessageIdSchema, "a message id");
  if (threadId === undefined && replyId === undefined) return undefined;
  if (threadId === undefined || replyId === undefined) {
    throw new ApiError(400, "invalid_request", `Send ${threadIdHeader} and ${replyIdHeader} together`);
  }
  const visitor = visitorOwnerOf(c);
  const payer = c.get("widgetPayer");
  let start: ThreadStart;
  if (visitor) {
    start = {
      id: threadId,
      owner: visitor,
      userId: visitor.visitorId.startsWith("u:") ? visitor.visitorId.slice(2) : null,
      publishableKey: payer?.key ?? null,
      origin: payer?.origin ?? null,
      personalityId: call.personalityId,
      model: call.model,
    };
  } else {
    checkOrigin(c);
    const account = await conversations.accounts.sessionOf(c.req.raw);
    if (!account) {
      throw new ApiError(
        401,
        "sign_in_required",
        "Keeping a thread needs a widget's visitor token or a signed-in session",
      );
    }
    start = {
      id: threadId,
      owner: accountOwner(account),
      userId: null,
      publishableKey: null,
      origin: null,
      personalityId: call.personalityId,
      model: call.model,
    };
  }
  const { threads } = conversations;
  await threads.checkOwner(threadId, start.owner);
  let recording = false;
  return {
    owner: start.owner,
    async begin() {
      const question: RecordedMessage | undefined =
        call.question === undefined
          ? undefined
          : { id: questionId(replyId), role: "user", content: call.question, tokens: null, citations: [] };
      recording = await threads.begin(start, question);
    },
    async answered(answer) {
      if (!recording || !answer.text) return;
      await threads.answer(threadId, {
        id: replyId,
        role: "assistant",
        content: answer.text,
        tokens: answer.tokens,
        citations: answer.citations,
      });
    },
  };
}
