import { serverErrorMessage } from "@hub-of-minds/core";
import { type ChatSend, ChatWidget, streamChat } from "@hub-of-minds/widgets";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearch } from "wouter";
import { useAccount } from "../../auth/use-account";
import { audienceSend, isOperatorProblem } from "../../chat/audience-error";
import type { Persona } from "../../chat/personality-chat";
import { useChatModels } from "../../query/use-hub-queries";
import { useToast } from "../../toast/toaster";
import * as ui from "../../ui/ui.css";
import * as css from "./browser.css";
import { back, canGoBack, canGoForward, currentAddress, forward, startHistory, visit } from "./browser-history";
import {
  type BrowserPlatform,
  type BrowserSessionTab,
  browserFeatureBadges,
  browserPlatforms,
  browserSessionTabs,
  chatSuggestedPrompts,
  normaliseAddress,
  platformForAddress,
} from "./browser-platforms";
import { generatePanelImage } from "./panel-image";

const chatgpt = browserPlatforms[0] as BrowserPlatform;

/** Spec 000 `/browser`: five AI platforms, an address bar, sessions, and the native ChatGPT panel. */
export function BrowserPage({ initialAddress = chatgpt.url }: { initialAddress?: string }) {
  const toast = useToast();
  const [history, setHistory] = useState(() => startHistory(initialAddress));
  const [typed, setTyped] = useState(initialAddress);
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState<BrowserSessionTab>("main");
  const [visited, setVisited] = useState<BrowserSessionTab[]>(["main"]);
  const [resets, setResets] = useState(0);
  const address = currentAddress(history);
  const platform = platformForAddress(address);
  // The widget's default three while the list loads, if it fails, or when no provider has a key yet (a send
  // then says which key is missing).
  const chatModels = useChatModels().data?.models;
  const models = chatModels?.length ? chatModels : undefined;
  const account = useAccount();
  const role = account.state === "signed-in" ? account.role : undefined;
  const signedIn = account.state === "signed-in";
  // The operator's problem (a provider key) is told to the administrator, with the page that fixes it.
  const [operatorProblem, setOperatorProblem] = useState<string | null>(null);
  // "Chat with <name>" opens this page with ?personality=<id>; its voice loads with the catalogue, on demand.
  const personalityId = new URLSearchParams(useSearch()).get("personality");
  const [voice, setVoice] = useState<{ persona: Persona; send: ChatSend } | null>(null);
  const persona = voice?.persona ?? null;
  useEffect(() => {
    if (!personalityId) return setVoice(null);
    let live = true;
    import("../../chat/personality-chat").then((module) => {
      const found = module.personaFor(personalityId);
      if (live) setVoice(found ? { persona: found, send: module.personaSend(streamChat, found) } : null);
    });
    return () => {
      live = false;
    };
  }, [personalityId]);
  const send = useMemo(
    () =>
      audienceSend(voice?.send ?? streamChat, role, (error) =>
        setOperatorProblem(
          isOperatorProblem(error) ? serverErrorMessage(error, "The AI gateway has no provider key.") : null,
        ),
      ),
    [role, voice],
  );

  // The loading flag clears once the new panel has painted.
  useEffect(() => {
    if (!loading) return;
    const frame = requestAnimationFrame(() => setLoading(false));
    return () => cancelAnimationFrame(frame);
  }, [loading]);

  const go = (next: string) => {
    setHistory((h) => visit(h, next));
    setTyped(next);
    setLoading(true);
  };
  const step = (move: typeof back) => {
    const next = move(history);
    setHistory(next);
    setTyped(currentAddress(next));
    setLoading(true);
  };
  const copy = async (prompt: string) => {
    try {
      await navigator.clipboard.writeText(prompt);
      toast({ title: "Prompt copied", description: prompt });
    } catch {
      toast({
        title: "Copy failed",
        description: "The browser did not allow access to the clipboard.",
        variant: "destructive",
      });
    }
  };
  const openSession = (tab: BrowserSessionTab) => {
    setSession(tab);
    setVisited((list) => (list.includes(tab) ? list : [...list, tab]));
  };

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.pageTitle}>AI Browser Hub</h1>
          <p className={ui.pageSubtitle}>Your AI platforms side by side, with the native ChatGPT panel</p>
        </div>
        <ul className={ui.row} aria-label="Browser features" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {browserFeatureBadges.map((badge) => (
            <li key={badge} className={ui.badge.success}>
              {badge}
            </li>
          ))}
        </ul>
      </header>

      <div className={css.layout}>
        <section aria-label="Platforms" className={ui.stack}>
          {browserPlatforms.map((p) => (
            <div key={p.id} className={ui.stack} style={{ gap: 6 }}>
              <button
                type="button"
                className={css.platformButton}
                aria-pressed={platform?.id === p.id}
                onClick={() => go(p.url)}
              >
                <strong>{p.name}</strong>
                <span className={`${ui.muted} ${ui.small}`}>{p.description}</span>
              </button>
              <ul className={ui.stack} style={{ listStyle: "none", margin: 0, padding: 0, gap: 4 }}>
                {p.quickPrompts.map((prompt) => (
                  <li key={prompt} className={css.promptRow}>
                    <span className={ui.small}>{prompt}</span>
                    <button
                      type="button"
                      className={ui.button.ghost}
                      aria-label={`Copy prompt: ${prompt}`}
                      onClick={() => copy(prompt)}
                    >
                      Copy
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        <section aria-label="Browser" className={`${ui.stack} ${css.browserColumn}`}>
          <form
            className={css.bar}
            onSubmit={(event) => {
              event.preventDefault();
              const next = normaliseAddress(typed);
              if (next) go(next);
              else
                toast({
                  title: "Cannot open that address",
                  description: "Enter a web address such as claude.ai.",
                  variant: "destructive",
                });
            }}
          >
            <button
              type="button"
              className={ui.button.secondary}
              onClick={() => step(back)}
              disabled={!canGoBack(history)}
            >
              Back
            </button>
            <button
              type="button"
              className={ui.button.secondary}
              onClick={() => step(forward)}
              disabled={!canGoForward(history)}
            >
              Forward
            </button>
            <button type="button" className={ui.button.secondary} onClick={() => setLoading(true)}>
              Reload
            </button>
            <label className={css.address}>
              <span className={ui.visuallyHidden}>Address</span>
              <input
                className={ui.input}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                inputMode="url"
                spellCheck={false}
              />
            </label>
          </form>

          <div role="tablist" aria-label="Sessions" className={css.tabs}>
            {browserSessionTabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={session === tab}
                className={css.tab}
                onClick={() => openSession(tab)}
              >
                {tab}
              </button>
            ))}
          </div>

          <div className={css.panel} data-state={loading ? "loading" : "ready"}>
            {/* The panel keeps its place while it loads (one frame): the words are for screen readers only. */}
            {loading ? (
              <p role="status" className={ui.visuallyHidden}>
                Loading {platform?.name ?? address}...
              </p>
            ) : null}
            {platform?.id === "chatgpt" ? (
              <>
                <div className={ui.spread}>
                  <p className={`${ui.muted} ${ui.small}`} style={{ margin: 0 }}>
                    Session: {session}
                  </p>
                  <button type="button" className={ui.button.secondary} onClick={() => setResets((n) => n + 1)}>
                    Reset conversation
                  </button>
                </div>
                {role === "admin" && operatorProblem ? (
                  <div className={ui.notice} role="alert" data-testid="operator-problem">
                    <p style={{ margin: 0 }}>
                      <strong>The assistant cannot answer visitors.</strong> {operatorProblem}
                    </p>
                    <Link href="/api-config" className={ui.button.secondary}>
                      Open API Configuration
                    </Link>
                  </div>
                ) : null}
                {persona ? (
                  <p className={ui.muted} data-testid="chat-persona" style={{ margin: 0 }}>
                    Chatting with <strong>{persona.name}</strong>
                  </p>
                ) : null}
                {visited.map((tab) => (
                  <div key={`${tab}-${resets}-${persona?.id ?? ""}`} className={css.chatFrame} hidden={tab !== session}>
                    <ChatWidget
                      theme="dark"
                      label="ChatGPT"
                      models={models}
                      quickPrompts={chatSuggestedPrompts}
                      promptAction="fill"
                      sendImage={generatePanelImage}
                      send={send}
                      // Signed in, the hub keeps the threads (the session is the visitor): each session tab and
                      // voice resumes its own last one; Reset conversation starts a new one.
                      {...(signedIn
                        ? { threads: "session", threadScope: `${tab}:${persona?.id ?? ""}`, resume: resets === 0 }
                        : {})}
                    />
                  </div>
                ))}
              </>
            ) : (
              <div className={css.placeholder}>
                <p style={{ margin: 0, fontWeight: 700, color: "inherit" }}>
                  {platform ? `${platform.name} opens in its own tab` : "This site opens in its own tab"}
                </p>
                <p style={{ margin: 0 }}>
                  AI platforms do not allow embedding, so the hub opens {platform?.name ?? "the site"} next to this one;
                  your quick prompts stay here to copy.
                </p>
                <a className={ui.button.primary} href={address} target="_blank" rel="noopener noreferrer">
                  Open {platform?.name ?? new URL(address).host}
                </a>
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
