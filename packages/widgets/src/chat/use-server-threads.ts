import { type HomWidgetEventMap, request, type ToastText } from "@hub-of-minds/core/protocol";
import { useEffect, useRef, useState } from "react";
import { baseUrlOf, keyHeaders } from "./chat-client";
import type { ChatWidgetMessage } from "./chat-session";
import type { ChatThreadState } from "./chat-thread";
import type { ChatThreads } from "./chat-threads";

type ThreadsModule = typeof import("./chat-threads");
// Apart, so the bundler wraps the import alone (build/drop-preload-helper.ts unwraps exactly this shape).
const loadThreads = () => import("./chat-threads");

export interface ServerThreadsConfig {
  apiBase: string;
  publishableKey?: string | undefined;
  userId?: string | undefined;
  userHash?: string | undefined;
  /** The site's signed-in session keeps the threads (no key). */
  session: boolean;
  scope?: string | undefined;
  resume: boolean;
}

export interface ServerThreadsHandlers {
  emit(detail: HomWidgetEventMap["hom-thread-changed"]): void;
  notify(text: ToastText): void;
  show(messages: ChatWidgetMessage[]): void;
}

/**
 * Threads kept by the hub, at the chat's edge: a chat with a key (or the site's session) loads the thread code
 * (chat-threads.ts, its own chunk) on mount; a keyless chat never downloads it. Until it is there the chat
 * shows as usual, and a message waits for it (it needs the visitor's token anyway).
 */
export function useServerThreads(config: ServerThreadsConfig, handlers: ServerThreadsHandlers) {
  const on = useRef(handlers);
  on.current = handlers;
  const [state, setState] = useState<ChatThreadState | null>(null);
  const [loaded, setLoaded] = useState<{ module: ThreadsModule; threads: ChatThreads } | null>(null);
  const ready = useRef<Promise<ChatThreads> | null>(null);
  const { apiBase, publishableKey, userId, userHash, session, scope, resume } = config;
  const enabled = Boolean(publishableKey || session);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resume` counts on mount only.
  useEffect(() => {
    setLoaded(null);
    setState(null);
    ready.current = null;
    if (!enabled) return;
    let live = true;
    // A chunk that does not arrive (offline, a new release) is told to the visitor in their words.
    const chunk = loadThreads().catch(() =>
      Promise.reject(new Error("The chat could not load. Please reload the page.")),
    );
    ready.current = chunk.then((module) => {
      const threads = module.createChatThreads({
        apiBase,
        link: { baseUrl: baseUrlOf(apiBase), keyHeaders: keyHeaders(publishableKey), request },
        publishableKey,
        userId,
        userHash,
        scope,
        resume,
        emit: (detail) => live && on.current.emit(detail),
        notify: (text) => live && on.current.notify(text),
        show: (messages) => live && on.current.show(messages),
        onState: (next) => live && setState(next),
      });
      if (live) setLoaded({ module, threads });
      return threads;
    });
    // Heard by the message that waits for it; not an unhandled rejection meanwhile.
    ready.current.catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, apiBase, publishableKey, userId, userHash, scope]);
  return {
    /** The thread shown; null without server threads, or until their code is there. */
    state,
    loaded,
    /** The session's server binding, when the hub keeps threads. */
    server: enabled
      ? {
          run: <T>(call: (headers: Record<string, string>) => Promise<T>, replyId?: string) =>
            (ready.current as Promise<ChatThreads>).then((threads) => threads.run(call, replyId)),
        }
      : undefined,
  };
}
