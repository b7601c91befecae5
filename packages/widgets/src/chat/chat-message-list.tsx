import { type ReactNode, useEffect, useRef, useState } from "react";
import * as ui from "../shared/widget.css";
import * as css from "./chat.css";
import type { ChatStatus, ChatWidgetMessage } from "./chat-session";
import { type CiteMarker, MarkdownView } from "./markdown-view";

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

type CitationsModule = typeof import("./chat-citations");
// Apart, so the bundler wraps the import alone (build/drop-preload-helper.ts unwraps exactly this shape).
const loadCitations = () => import("./chat-citations");

/** One message; once the footnotes have loaded, an answer with sources shows them, opened by its [n]. */
function MessageItem({
  message,
  feedback,
  citations,
}: {
  message: ChatWidgetMessage;
  feedback: ((message: ChatWidgetMessage) => ReactNode) | undefined;
  citations: CitationsModule | null;
}) {
  const bubble = (marker?: CiteMarker) => (
    <div className={css.bubble}>
      {message.role === "assistant" ? (
        <MarkdownView source={message.content} marker={marker} />
      ) : (
        <p className={css.paragraph}>{message.content}</p>
      )}
      {message.imageUrl ? <img className={css.image} src={message.imageUrl} alt={message.content} /> : null}
    </div>
  );
  const sources = message.role === "assistant" ? message.citations : undefined;
  return (
    <li className={css.message} data-role={message.role} data-testid="chat-message">
      <span className={ui.visuallyHidden}>{message.role === "user" ? "You said:" : "Assistant said:"}</span>
      {citations && sources?.length ? (
        <citations.CitedAnswer messageId={message.id} citations={sources} bubble={bubble} />
      ) : (
        bubble()
      )}
      {feedback && message.stored ? feedback(message) : null}
      <span className={css.meta}>
        {clock.format(message.timestamp)}
        {message.tokens === undefined ? "" : ` · ${message.tokens} tokens`}
      </span>
    </li>
  );
}

/**
 * The conversation, scrolled to the newest message, with "Thinking..." while a reply is awaited. With
 * server-side threads, `thread` is the thread's phase and `feedback` renders the buttons of a stored answer.
 */
export function ChatMessageList({
  messages,
  status,
  thread,
  feedback,
}: {
  messages: readonly ChatWidgetMessage[];
  status: ChatStatus;
  thread?: string | undefined;
  feedback?: ((message: ChatWidgetMessage) => ReactNode) | undefined;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [citations, setCitations] = useState<CitationsModule | null>(null);
  const cited = messages.some((message) => message.citations?.length);
  useEffect(() => {
    // Until it loads (or if it cannot), a grounded answer reads as plain text, its [n] as written.
    if (cited && !citations) loadCitations().then(setCitations, () => {});
  }, [cited, citations]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the list changes.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);
  return (
    <ol
      ref={listRef}
      className={css.messages}
      aria-label="Messages"
      aria-live="polite"
      aria-busy={thread === "loading"}
      data-state={thread}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      part="messages"
    >
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} feedback={feedback} citations={citations} />
      ))}
      {status === "loading" ? (
        <li className={css.message} data-role="assistant" data-testid="thinking">
          <div className={`${css.bubble} ${css.thinking}`}>Thinking...</div>
        </li>
      ) : null}
    </ol>
  );
}
