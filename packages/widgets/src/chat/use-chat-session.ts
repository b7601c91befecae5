import {
  chatDefaults,
  chatToastMessages,
  type HomWidgetEventMap,
  serverErrorMessage,
  type ToastText,
} from "@hub-of-minds/core/protocol";
import { useEffect, useReducer, useRef } from "react";
import type { ChatSend, ImageSend } from "./chat-client";
import { chatWelcomeMessage } from "./chat-options";
import { type ChatPersist, forgetConversation, loadConversation, saveConversation } from "./chat-persistence";
import { type ChatWidgetMessage, chatHistory, chatSessionReducer } from "./chat-session";
import { failureReply } from "./visitor-chat";

let serial = 0;
const nextId = () => `hom-msg-${Date.now().toString(36)}-${++serial}`;
const welcome = (greeting: string | undefined): ChatWidgetMessage => ({
  id: nextId(),
  role: "assistant",
  content: greeting || chatWelcomeMessage,
  timestamp: Date.now(),
  local: true,
});

type Emit = <K extends "hom-message" | "hom-error" | "hom-image">(name: K, detail: HomWidgetEventMap[K]) => void;

/** Server-side threads (use-server-threads.ts): the calls go out with the visitor's headers. */
export interface ChatServer {
  /** Runs a call with the visitor's headers; for a chat message (`replyId`) also its thread's. */
  run<T>(call: (headers: Record<string, string>) => Promise<T>, replyId?: string): Promise<T>;
}

export interface ChatSessionOptions {
  send: ChatSend;
  sendImage: ImageSend;
  apiBase: string;
  publishableKey?: string | undefined;
  persist: ChatPersist;
  initialMessages?: ChatWidgetMessage[] | undefined;
  /** The first message, shown only (the `greeting` attribute); the widget's welcome when absent. */
  greeting?: string | undefined;
  /** Dispatches the widget's events. */
  emit: Emit;
  /** Shows a toast (chat-toast.tsx). */
  notify: (text: ToastText) => void;
  /** Threads kept by the hub: messages go to them, and nothing is kept in this browser (`persist`). */
  server?: ChatServer | undefined;
}

/**
 * The chat session at the edge: the pure reducer (chat-session.ts), the transport (send, sendImage), the
 * widget's events, and the conversation kept in storage when `persist` asks for it.
 */
export function useChatSession(options: ChatSessionOptions) {
  const { apiBase, server } = options;
  const persist = server ? "none" : options.persist;
  const storageKey = `hom-chat:v1:${apiBase}`;
  const [state, dispatch] = useReducer(chatSessionReducer, undefined, () => ({
    messages: loadConversation(persist, storageKey) ?? options.initialMessages ?? [welcome(options.greeting)],
    status: "idle" as const,
  }));
  const latest = useRef({ options, state });
  latest.current = { options, state };
  const abort = useRef<AbortController | null>(null);

  // A removed widget cancels its request.
  useEffect(() => () => abort.current?.abort(), []);
  // Saved between turns, not on every streamed piece.
  useEffect(() => {
    if (state.status === "idle") saveConversation(persist, storageKey, state.messages);
  }, [state, persist, storageKey]);

  /** A call's connection; with server-side threads the key comes in `headers`, with the visitor's token. */
  const connection = (headers?: Record<string, string>) => {
    const { publishableKey } = latest.current.options;
    abort.current = new AbortController();
    return {
      apiBase,
      signal: abort.current.signal,
      ...(headers ? { headers } : publishableKey ? { publishableKey } : {}),
    };
  };
  /** Runs a call with the visitor's headers when the hub keeps threads, as it always did otherwise. */
  const access = <T>(call: (headers?: Record<string, string>) => Promise<T>, replyId?: string) => {
    const { server } = latest.current.options;
    return server ? server.run(call, replyId) : call();
  };
  const busy = () => latest.current.state.status !== "idle";

  const sendMessage = async (text: string, settings: { model: string; temperature: number }) => {
    const content = text.trim();
    if (content === "" || busy()) return;
    const { send, emit, notify, server } = latest.current.options;
    const user: ChatWidgetMessage = { id: nextId(), role: "user", content, timestamp: Date.now() };
    const history = chatHistory([...latest.current.state.messages, user]);
    const replyId = nextId();
    dispatch({ type: "sent", message: user });
    emit("hom-message", { role: "user", content });
    let streamed = "";
    try {
      const reply = await access(
        (headers) =>
          send({ messages: history, ...settings, maxTokens: chatDefaults.maxTokens }, connection(headers), (delta) => {
            streamed += delta;
            dispatch({ type: "delta", id: replyId, text: delta, at: Date.now() });
          }),
        // The hub records the message and its answer (under replyId) in the thread.
        replyId,
      );
      const tokens = reply.totalTokens ?? undefined;
      const final = { content: reply.content || streamed, ...(tokens === undefined ? {} : { tokens }) };
      // The citations stay on the message; the hom-message event keeps its documented shape.
      const cited = reply.citations?.length ? { citations: reply.citations } : {};
      dispatch({
        type: "replied",
        id: replyId,
        at: Date.now(),
        ...final,
        ...cited,
        ...(server ? { stored: true } : {}),
      });
      if (tokens !== undefined) notify(chatToastMessages.chatSucceeded(tokens));
      emit("hom-message", { role: "assistant", ...final });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      const message = serverErrorMessage(error, "");
      dispatch({ type: "failed", id: replyId, at: Date.now(), content: failureReply(error) });
      notify(chatToastMessages.chatFailed(message));
      emit("hom-error", { kind: "chat", message: message || "Failed to get response from ChatGPT" });
    }
  };

  const makeImage = async (text: string) => {
    const prompt = text.trim();
    if (prompt === "" || busy()) return;
    const { sendImage, emit, notify } = latest.current.options;
    const user: ChatWidgetMessage = {
      id: nextId(),
      role: "user",
      content: `Generate an image: ${prompt}`,
      timestamp: Date.now(),
    };
    const replyId = nextId();
    dispatch({ type: "sent", message: user });
    try {
      const url = await access((headers) => sendImage(prompt, connection(headers)));
      dispatch({
        type: "replied",
        id: replyId,
        at: Date.now(),
        content: `Here is your image: ${prompt}`,
        imageUrl: url,
      });
      notify(chatToastMessages.imageGenerated);
      emit("hom-image", { prompt, url });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      dispatch({ type: "failed", id: replyId, at: Date.now() });
      notify(chatToastMessages.imageFailed);
      emit("hom-error", { kind: "image", message: serverErrorMessage(error, "Failed to generate image") });
    }
  };

  /** Starts a new conversation (and forgets the saved one), or shows a stored thread's `messages`. */
  const reset = (messages: ChatWidgetMessage[] = []) => {
    abort.current?.abort();
    forgetConversation(persist, storageKey);
    dispatch({ type: "reset", messages: messages.length ? messages : [welcome(latest.current.options.greeting)] });
  };

  return { ...state, sendMessage, makeImage, reset };
}
