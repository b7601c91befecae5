import { useEffect, useId, useRef, useState } from "react";
import * as ui from "../shared/widget.css";
import { emitWidgetEvent } from "../shared/widget-events";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./chat.css";
import { type ChatSend, generateImage, type ImageSend, loadChatModels, type ModelsLoad } from "./chat-client";
import { ChatInput } from "./chat-input";
import { ChatMessageList } from "./chat-message-list";
import {
  type ChatModelChoice,
  chatQuickPrompts,
  toChatControls,
  toChatModel,
  toQuickPrompts,
  toTemperature,
} from "./chat-options";
import { toChatPersist } from "./chat-persistence";
import type { ChatWidgetMessage } from "./chat-session";
import { ChatSettings } from "./chat-settings";
import { ChatToast } from "./chat-toast";
import { useChatModels } from "./use-chat-models";
import { useChatSession } from "./use-chat-session";
import { useServerThreads } from "./use-server-threads";
import { useToast } from "./use-toast";
import { visitorChat } from "./visitor-chat";

type ThreadListModule = typeof import("./chat-thread-list");
// Apart, so the bundler wraps the import alone (build/drop-preload-helper.ts unwraps exactly this shape).
const loadThreadList = () => import("./chat-thread-list");

export type { ChatWidgetMessage } from "./chat-session";

export interface ChatWidgetProps {
  theme?: string;
  /** Origin of the hub's API, e.g. `https://hub.example.com`; empty means the page's own origin. */
  apiBase?: string;
  publishableKey?: string;
  model?: string;
  /** The model picker's choices; when absent the widget asks the hub (`/api/chat-models`). */
  models?: readonly ChatModelChoice[];
  /** Loads the hub's models when `models` is absent; stories and tests inject their own. */
  loadModels?: ModelsLoad;
  /** A catalogue personality id: replies come in its voice (the hub's personality model); no model picker. */
  personality?: string;
  /** The panel's title (and the launcher's text); "Chat" when absent. */
  label?: string;
  /** The first message, shown only: it is never sent to the model. */
  greeting?: string;
  /** An image URL shown beside the title. */
  avatar?: string;
  /** The quick prompts, separated by `|` (the attribute); `quickPrompts` takes an array. */
  prompts?: string;
  /** The controls a visitor sees: any of `model temperature prompts image`, or `none`; all when absent. */
  controls?: string;
  temperature?: number;
  /** Keeps the conversation across reloads: `none` (default), `session` or `local` storage. */
  persist?: string;
  /** A verified visitor (with `userHash` and a publishable key): the customer's own user id. */
  userId?: string;
  /** The hex HMAC-SHA256 of `userId` with the customer's identity secret, from the customer's backend. */
  userHash?: string;
  /**
   * `session`: the hub keeps the threads of the page's own signed-in session (the site's /browser; same
   * origin, its cookie, no key). A publishable key keeps them for the widget's visitor without this.
   */
  threads?: "session";
  /** Several chats of one page each resume their own last thread (the site's /browser session tabs). */
  threadScope?: string;
  /** With server-side threads: open the last thread on mount (default); false starts a new one. */
  resume?: boolean;
  /**
   * Sends a chat request; defaults to the streaming gateway client, its failures told for a visitor (no
   * operator's fix). The site injects its own, told for who is signed in; stories and tests too.
   */
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

/** Spec 001 ChatGPT widget: model, temperature, quick prompts, streamed replies, errors and toasts in place. */
export function ChatWidget({
  theme,
  apiBase = "",
  publishableKey,
  model: initialModel,
  models: givenModels,
  loadModels = loadChatModels,
  personality,
  label,
  greeting,
  avatar,
  prompts,
  controls: controlsAttribute,
  temperature: initialTemperature,
  persist: persistAttribute,
  userId,
  userHash,
  threads: threadsMode,
  threadScope,
  resume = true,
  send = visitorChat,
  sendImage = generateImage,
  initialMessages,
  initialPrompt,
  quickPrompts: givenPrompts,
  promptAction = "send",
}: ChatWidgetProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const toasts = useToast();
  const persist = toChatPersist(persistAttribute);
  // Threads kept by the hub: a widget key's visitor, or the site's signed-in session.
  const threads = useServerThreads(
    { apiBase, publishableKey, userId, userHash, session: threadsMode === "session", scope: threadScope, resume },
    {
      emit: (detail) => emitWidgetEvent(rootRef.current, "hom-thread-changed", detail),
      notify: toasts.show,
      show: (messages) => session.reset(messages),
    },
  );
  const loaded = threads.loaded;
  const [list, setList] = useState<ThreadListModule | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const toggleList = () => {
    setListOpen(!listOpen);
    // The list loads on its first open: a chat that never opens it never downloads it.
    if (!list)
      loadThreadList().then(setList, () =>
        toasts.show({ title: "Error", description: "The conversations could not be loaded.", variant: "destructive" }),
      );
  };
  const session = useChatSession({
    send,
    sendImage,
    apiBase,
    publishableKey,
    persist,
    initialMessages,
    greeting,
    emit: (name, detail) => emitWidgetEvent(rootRef.current, name, detail),
    notify: toasts.show,
    server: threads.server,
  });
  const [input, setInput] = useState("");
  const controls = toChatControls(controlsAttribute);
  const quickPrompts = toQuickPrompts(prompts) ?? givenPrompts ?? chatQuickPrompts;
  // A personality answers with the hub's personality model: there is nothing to pick, nothing to load.
  const models = useChatModels(givenModels, personality ? undefined : loadModels, apiBase);
  const [picked, setModel] = useState(initialModel);
  // Checked on every render: a list that arrives later keeps the pick if it still offers it.
  const model =
    personality ||
    toChatModel(
      picked,
      models?.map((choice) => choice.id),
    );
  const [temperature, setTemperature] = useState(() => toTemperature(initialTemperature));
  // A host changing the attributes later moves the controls to them.
  useEffect(() => setModel(initialModel), [initialModel]);
  useEffect(() => setTemperature(toTemperature(initialTemperature)), [initialTemperature]);

  // A reply on its way locks the whole composer; a thread being read only holds back sending (see ChatInput).
  const replying = session.status !== "idle";
  const busy = replying || threads.state?.phase === "loading";
  const sendMessage = (text: string) => {
    if (text.trim() === "" || busy) return;
    setInput("");
    void session.sendMessage(text, { model, temperature });
  };
  const prompted = useRef(false);
  useEffect(() => {
    if (!initialPrompt || prompted.current) return;
    prompted.current = true;
    sendMessage(initialPrompt);
  });

  const count = session.messages.length;
  return (
    <section
      ref={rootRef}
      className={`${themeClass} ${ui.root} ${css.root}`}
      aria-labelledby={`${id}-title`}
      data-state={session.status}
      part="root"
    >
      <header className={`${ui.header} ${css.header}`}>
        <span className={css.titleGroup}>
          {avatar && /^(https?:|\/)/.test(avatar) ? (
            <img className={css.avatar} src={avatar} alt="" width={28} height={28} part="avatar" />
          ) : null}
          <h2 id={`${id}-title`} className={ui.title}>
            {label || "Chat"}
          </h2>
        </span>
        <span className={css.headerEnd}>
          <span className={ui.badge} data-testid="message-count">
            {count} {count === 1 ? "message" : "messages"}
          </span>
          {threads.server ? (
            <button
              type="button"
              className={css.newChat}
              aria-expanded={listOpen}
              aria-controls={`${id}-threads`}
              onClick={toggleList}
              part="threads"
            >
              Conversations
            </button>
          ) : null}
          {persist === "none" && !threads.server ? null : (
            <button
              type="button"
              className={css.newChat}
              onClick={() => {
                setListOpen(false);
                if (threads.server) loaded?.threads.apply({ type: "cleared" });
                else session.reset();
              }}
              part="new-chat"
            >
              New chat
            </button>
          )}
        </span>
      </header>
      {loaded && list && listOpen ? (
        <list.ChatThreadList
          id={`${id}-threads`}
          hub={loaded.threads.hub}
          mine={loaded.threads.mine}
          currentId={threads.state?.id ?? null}
          onOpen={(threadId) => {
            setListOpen(false);
            void loaded.threads.open(threadId);
          }}
          onChange={loaded.threads.apply}
        />
      ) : null}
      <ChatSettings
        model={model}
        models={models}
        temperature={temperature}
        disabled={busy}
        show={{ model: controls.has("model") && !personality, temperature: controls.has("temperature") }}
        onModel={setModel}
        onTemperature={setTemperature}
      />
      {controls.has("prompts") ? (
        <QuickPrompts
          prompts={quickPrompts}
          disabled={busy}
          onPrompt={(prompt) => (promptAction === "fill" ? setInput(prompt) : sendMessage(prompt))}
        />
      ) : null}
      <ChatMessageList
        messages={session.messages}
        status={session.status}
        thread={threads.state?.phase}
        feedback={
          loaded
            ? (message) => (
                <loaded.module.ChatFeedback
                  messageId={message.id}
                  initial={message.feedback}
                  rate={loaded.threads.rate}
                />
              )
            : undefined
        }
      />
      <ChatInput
        id={`${id}-input`}
        value={input}
        busy={busy}
        locked={replying}
        imageButton={controls.has("image")}
        onChange={setInput}
        onSend={() => sendMessage(input)}
        onImage={() => {
          if (input.trim() === "" || busy) return;
          setInput("");
          void session.makeImage(input);
        }}
      />
      <ChatToast toast={toasts.toast} onDismiss={toasts.dismiss} />
    </section>
  );
}

function QuickPrompts({
  prompts,
  disabled,
  onPrompt,
}: {
  prompts: readonly string[];
  disabled: boolean;
  onPrompt(prompt: string): void;
}) {
  return (
    <fieldset className={css.prompts}>
      <legend className={ui.visuallyHidden}>Quick prompts</legend>
      {prompts.map((prompt) => (
        <button key={prompt} type="button" className={css.prompt} disabled={disabled} onClick={() => onPrompt(prompt)}>
          {prompt}
        </button>
      ))}
    </fieldset>
  );
}
