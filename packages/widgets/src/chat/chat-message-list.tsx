import { type ReactNode, useEffect, useRef } from "react";
import * as ui from "../shared/widget.css";
import * as css from "./chat.css";
import { ChatCitations } from "./chat-citations";
import type { ChatStatus, ChatWidgetMessage } from "./chat-session";
import { MarkdownView } from "./markdown-view";

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

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
        <li key={message.id} className={css.message} data-role={message.role} data-testid="chat-message">
          <span className={ui.visuallyHidden}>{message.role === "user" ? "You said:" : "Assistant said:"}</span>
          <div className={css.bubble}>
            {message.role === "assistant" ? (
              <MarkdownView source={message.content} />
            ) : (
              <p className={css.paragraph}>{message.content}</p>
            )}
            {message.imageUrl ? <img className={css.image} src={message.imageUrl} alt={message.content} /> : null}
          </div>
          {message.role === "assistant" && message.citations?.length ? (
            <ChatCitations citations={message.citations} messageId={message.id} />
          ) : null}
          {feedback && message.stored ? feedback(message) : null}
          <span className={css.meta}>
            {clock.format(message.timestamp)}
            {message.tokens === undefined ? "" : ` · ${message.tokens} tokens`}
          </span>
        </li>
      ))}
      {status === "loading" ? (
        <li className={css.message} data-role="assistant" data-testid="thinking">
          <div className={`${css.bubble} ${css.thinking}`}>Thinking...</div>
        </li>
      ) : null}
    </ol>
  );
}
