import { chatErrorReply, serverErrorMessage, type ToastText, toastConstants, toastMessages } from "@hub-of-minds/core";
import { useEffect, useId, useRef, useState } from "react";
import * as ui from "../shared/widget.css";
import { emitWidgetEvent } from "../shared/widget-events";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./chat.css";
import { type ChatSend, generateImage, type ImageSend, streamChat } from "./chat-client";
import {
  type ChatWidgetModel,
  chatQuickPrompts,
  chatWelcomeMessage,
  chatWidgetDefaults,
  chatWidgetModels,
  toChatModel,
  toTemperature,
} from "./chat-options";
import { MarkdownView } from "./markdown-view";

export interface ChatWidgetMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  tokens?: number;
  /** A generated image shown under the message. */
  imageUrl?: string;
}

export interface ChatWidgetProps {
  theme?: string;
  /** Origin of the hub's API, e.g. `https://hub.example.com`; empty means the page's own origin. */
  apiBase?: string;
  publishableKey?: string;
  model?: string;
  temperature?: number;
  /** Sends a chat request; defaults to the streaming gateway client. Stories and tests inject their own. */
  send?: ChatSend;
  /** Generates an image; defaults to the gateway's image endpoint. */
  sendImage?: ImageSend;
  /** Messages to start from instead of the welcome message (stories). */
  initialMessages?: ChatWidgetMessage[];
  /** Sent once when the widget mounts (stories of the loading and streaming states). */
  initialPrompt?: string;
  /** The quick prompt buttons; defaults to the widget's own four. */
  quickPrompts?: readonly string[];
  /** What a quick prompt does: send at once (the widget) or fill the input (spec 000's chat panel). */
  promptAction?: "send" | "fill";
}

type Status = "idle" | "loading" | "streaming";

let serial = 0;
const nextId = () => `hom-msg-${++serial}`;
const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const welcome = (): ChatWidgetMessage => ({
  id: nextId(),
  role: "assistant",
  content: chatWelcomeMessage,
  timestamp: Date.now(),
});

/** Spec 001 ChatGPT widget: model, temperature, quick prompts, streamed replies, errors and toasts in place. */
export function ChatWidget({
  theme,
  apiBase = "",
  publishableKey,
  model: initialModel,
  temperature: initialTemperature,
  send = streamChat,
  sendImage = generateImage,
  initialMessages,
  initialPrompt,
  quickPrompts = chatQuickPrompts,
  promptAction = "send",
}: ChatWidgetProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const listRef = useRef<HTMLOListElement>(null);
  const [messages, setMessages] = useState<ChatWidgetMessage[]>(() => initialMessages ?? [welcome()]);
  const [input, setInput] = useState("");
  const [model, setModel] = useState<ChatWidgetModel>(() => toChatModel(initialModel));
  const [temperature, setTemperature] = useState(() => toTemperature(initialTemperature));
  const [status, setStatus] = useState<Status>("idle");
  const [toast, setToast] = useState<(ToastText & { key: number }) | null>(null);
  const abort = useRef<AbortController | null>(null);
  // A host changing the attributes later moves the controls to them.
  useEffect(() => setModel(toChatModel(initialModel)), [initialModel]);
  useEffect(() => setTemperature(toTemperature(initialTemperature)), [initialTemperature]);

  // A removed widget cancels its request; the toast timer is cleared with it.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastConstants.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the list changes.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const prompted = useRef(false);
  useEffect(() => {
    if (!initialPrompt || prompted.current) return;
    prompted.current = true;
    void sendMessage(initialPrompt);
  });

  const busy = status !== "idle";
  const blank = input.trim() === "";
  const showToast = (text: ToastText) => setToast({ ...text, key: Date.now() });
  const connection = () => {
    abort.current = new AbortController();
    return { apiBase, signal: abort.current.signal, ...(publishableKey ? { publishableKey } : {}) };
  };
  const patch = (messageId: string, change: Partial<ChatWidgetMessage>) =>
    setMessages((all) => all.map((message) => (message.id === messageId ? { ...message, ...change } : message)));

  const sendMessage = async (text: string) => {
    const content = text.trim();
    if (content === "" || busy) return;
    const user: ChatWidgetMessage = { id: nextId(), role: "user", content, timestamp: Date.now() };
    const history = [...messages.filter((message) => message.content !== ""), user].map(({ role, content }) => ({
      role,
      content,
    }));
    const replyId = nextId();
    setMessages((all) => [...all, user]);
    setInput("");
    setStatus("loading");
    emitWidgetEvent(rootRef.current, "hom-message", { role: "user", content });
    let streamed = "";
    try {
      const reply = await send(
        { messages: history, model, temperature, maxTokens: chatWidgetDefaults.maxTokens },
        connection(),
        (delta) => {
          if (streamed === "") {
            setStatus("streaming");
            setMessages((all) => [...all, { id: replyId, role: "assistant", content: "", timestamp: Date.now() }]);
          }
          streamed += delta;
          patch(replyId, { content: streamed });
        },
      );
      const tokens = reply.totalTokens ?? undefined;
      const final = { content: reply.content || streamed, ...(tokens === undefined ? {} : { tokens }) };
      if (streamed === "")
        setMessages((all) => [...all, { id: replyId, role: "assistant", timestamp: Date.now(), ...final }]);
      else patch(replyId, final);
      if (tokens !== undefined) showToast(toastMessages.chatSucceeded(tokens));
      emitWidgetEvent(rootRef.current, "hom-message", { role: "assistant", ...final });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      const message = serverErrorMessage(error, "");
      const reply = { content: chatErrorReply(error), timestamp: Date.now() };
      if (streamed === "") setMessages((all) => [...all, { id: replyId, role: "assistant", ...reply }]);
      else patch(replyId, reply);
      showToast(toastMessages.chatFailed(message));
      emitWidgetEvent(rootRef.current, "hom-error", {
        kind: "chat",
        message: message || "Failed to get response from ChatGPT",
      });
    } finally {
      setStatus("idle");
    }
  };

  const makeImage = async () => {
    const prompt = input.trim();
    if (prompt === "" || busy) return;
    setMessages((all) => [
      ...all,
      { id: nextId(), role: "user", content: `Generate an image: ${prompt}`, timestamp: Date.now() },
    ]);
    setInput("");
    setStatus("loading");
    try {
      const url = await sendImage(prompt, connection());
      setMessages((all) => [
        ...all,
        {
          id: nextId(),
          role: "assistant",
          content: `Here is your image: ${prompt}`,
          imageUrl: url,
          timestamp: Date.now(),
        },
      ]);
      showToast(toastMessages.imageGenerated);
      emitWidgetEvent(rootRef.current, "hom-image", { prompt, url });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      showToast(toastMessages.imageFailed);
      emitWidgetEvent(rootRef.current, "hom-error", {
        kind: "image",
        message: serverErrorMessage(error, "Failed to generate image"),
      });
    } finally {
      setStatus("idle");
    }
  };

  return (
    <section
      ref={rootRef}
      className={`${themeClass} ${ui.root} ${css.root}`}
      aria-labelledby={`${id}-title`}
      data-state={status}
      part="root"
    >
      <header className={ui.header}>
        <h2 id={`${id}-title`} className={ui.title}>
          ChatGPT
        </h2>
        <span className={ui.badge} data-testid="message-count">
          {messages.length} {messages.length === 1 ? "message" : "messages"}
        </span>
      </header>
      <div className={css.settings}>
        <label className={css.setting}>
          <span className={ui.label}>Model</span>
          <select
            className={ui.field}
            value={model}
            disabled={busy}
            onChange={(event) => setModel(toChatModel(event.currentTarget.value))}
            part="model"
          >
            {chatWidgetModels.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={css.setting}>
          <span className={ui.label}>Temperature: {temperature.toFixed(1)}</span>
          <input
            type="range"
            className={css.slider}
            min={chatWidgetDefaults.temperature.min}
            max={chatWidgetDefaults.temperature.max}
            step={chatWidgetDefaults.temperature.step}
            value={temperature}
            onChange={(event) => setTemperature(toTemperature(event.currentTarget.value))}
            part="temperature"
          />
        </label>
      </div>
      <fieldset className={css.prompts}>
        <legend className={ui.visuallyHidden}>Quick prompts</legend>
        {quickPrompts.map((prompt) => (
          <button
            key={prompt}
            type="button"
            className={css.prompt}
            disabled={busy}
            onClick={() => (promptAction === "fill" ? setInput(prompt) : void sendMessage(prompt))}
          >
            {prompt}
          </button>
        ))}
      </fieldset>
      <ol
        ref={listRef}
        className={css.messages}
        aria-label="Messages"
        aria-live="polite"
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
      <form
        className={css.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void sendMessage(input);
        }}
      >
        <label htmlFor={`${id}-input`} className={ui.visuallyHidden}>
          Message
        </label>
        <textarea
          id={`${id}-input`}
          className={`${ui.field} ${css.input}`}
          rows={2}
          value={input}
          placeholder="Type your message... (Enter to send, Shift+Enter for a new line)"
          disabled={busy}
          onChange={(event) => setInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void sendMessage(input);
          }}
          part="input"
        />
        <div className={css.actions}>
          <button type="submit" className={ui.button} disabled={busy || blank} part="send">
            Send
          </button>
          <button
            type="button"
            className={ui.ghostButton}
            disabled={busy || blank}
            onClick={() => void makeImage()}
            part="image"
          >
            Image
          </button>
        </div>
      </form>
      <output className={css.toastRegion} aria-live="polite">
        {toast ? (
          <div
            key={toast.key}
            className={css.toast}
            data-variant={toast.variant ?? "default"}
            data-testid="chat-toast"
            part="toast"
          >
            <strong className={css.toastTitle}>{toast.title}</strong>
            {toast.description ? <span>{toast.description}</span> : null}
            <button
              type="button"
              className={css.toastClose}
              aria-label="Dismiss notification"
              onClick={() => setToast(null)}
            >
              ×
            </button>
          </div>
        ) : null}
      </output>
    </section>
  );
}
