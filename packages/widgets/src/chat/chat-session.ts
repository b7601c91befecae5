import type { Citation, FeedbackRating } from "@hub-of-minds/core/protocol";

/** One message of the chat widget. */
export interface ChatWidgetMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  tokens?: number;
  /** A generated image shown under the message. */
  imageUrl?: string;
  /** The passages the answer cites, shown as numbered footnotes under it. */
  citations?: Citation[];
  /** Shown only: the greeting is the widget's own words, never sent to the model. */
  local?: true;
  /** An answer kept in a server-side thread under this id: it can be rated. */
  stored?: true;
  /** The visitor's rating of a stored answer, as the hub last saved it. */
  feedback?: { rating: FeedbackRating; comment: string | null };
}

/** idle: ready to send; loading: waiting for the first piece; streaming: the reply is arriving. */
export type ChatStatus = "idle" | "loading" | "streaming";

export interface ChatSessionState {
  messages: ChatWidgetMessage[];
  status: ChatStatus;
}

/** What happens to a conversation. The reply's id is chosen by the sender, so pieces find their message. */
export type ChatSessionEvent =
  | { type: "sent"; message: ChatWidgetMessage }
  | { type: "delta"; id: string; text: string; at: number }
  | {
      type: "replied";
      id: string;
      content: string;
      at: number;
      tokens?: number;
      imageUrl?: string;
      citations?: Citation[];
      stored?: true;
    }
  /** `content` is the error shown as the assistant's reply; without it nothing is added (a failed image). */
  | { type: "failed"; id: string; at: number; content?: string }
  | { type: "reset"; messages: ChatWidgetMessage[] };

/** Puts the reply in place: patches the message with that id, or appends it. */
function upsert(messages: ChatWidgetMessage[], id: string, change: Omit<ChatWidgetMessage, "id" | "role">) {
  const index = messages.findIndex((message) => message.id === id);
  if (index === -1) return [...messages, { id, role: "assistant" as const, ...change }];
  return messages.map((message, at) => (at === index ? { ...message, ...change } : message));
}

/** The pure chat session: state + event -> state. The hook (use-chat-session.ts) runs the transport. */
export function chatSessionReducer(state: ChatSessionState, event: ChatSessionEvent): ChatSessionState {
  switch (event.type) {
    case "sent":
      return { messages: [...state.messages, event.message], status: "loading" };
    case "delta": {
      const current = state.messages.find((message) => message.id === event.id);
      const content = `${current?.content ?? ""}${event.text}`;
      const timestamp = current?.timestamp ?? event.at;
      return { messages: upsert(state.messages, event.id, { content, timestamp }), status: "streaming" };
    }
    case "replied": {
      const current = state.messages.find((message) => message.id === event.id);
      const reply = {
        content: event.content || current?.content || "",
        timestamp: current?.timestamp ?? event.at,
        ...(event.tokens === undefined ? {} : { tokens: event.tokens }),
        ...(event.imageUrl === undefined ? {} : { imageUrl: event.imageUrl }),
        ...(event.citations?.length ? { citations: event.citations } : {}),
        ...(event.stored ? { stored: event.stored } : {}),
      };
      return { messages: upsert(state.messages, event.id, reply), status: "idle" };
    }
    case "failed":
      return {
        messages:
          event.content === undefined
            ? state.messages
            : upsert(state.messages, event.id, { content: event.content, timestamp: event.at }),
        status: "idle",
      };
    case "reset":
      return { messages: event.messages, status: "idle" };
  }
}

/**
 * The messages a request sends: the conversation so far, roles and text only. Left out: empty pieces and the
 * local greeting (the model did not say it, and it would cost tokens on every turn).
 */
export function chatHistory(messages: readonly ChatWidgetMessage[]) {
  return messages
    .filter((message) => message.content !== "" && !message.local)
    .map(({ role, content }) => ({ role, content }));
}
