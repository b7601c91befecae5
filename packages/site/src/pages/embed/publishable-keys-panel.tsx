import { serverErrorMessage } from "@hub-of-minds/core";
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { isUnauthorized, useAdminAction } from "../../auth/admin-session";
import { useToast } from "../../toast/toaster";
import { DailyCapForm } from "../../ui/daily-cap-form";
import { LoadingState } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./embed.css";
import { isOrigin, originHint } from "./embed-widgets";
import { keysQueryKey, type PublishableKey, type PublishableKeysApi } from "./publishable-keys-api";

export const signInToListText = "Sign in to see and create your publishable keys.";
export const signInToCreateText = "Sign in to create a publishable key.";
/** What a publishable key protects, and what it does not (README, Security): said plainly to whoever builds a widget. */
export const keyProtectsText =
  "What it protects: pages on other sites cannot use your key, because their visitors' browsers tell the hub which site they are on.";
export const keyLimitsText =
  "What it does not: the key sits in your page, so a program outside a browser can copy it and pretend to be your site. " +
  "That is why each key has its own limit of requests per minute and of tokens per day; past them, chats through the key pause until the limit resets.";

type CreateState =
  | { kind: "idle" }
  | { kind: "invalid"; message: string }
  | { kind: "creating" }
  | { kind: "failed"; message: string }
  | { kind: "created"; key: string; origin: string };

/**
 * Widgets on another site that call the chat API need a publishable key limited to that site's origin.
 * Lists the customer's keys and creates one for an origin; both need the administrator session.
 */
export function PublishableKeysPanel({
  api,
  onUseKey,
}: {
  api: PublishableKeysApi;
  /** Puts a key into the builder's options; absent when the chosen widget takes no key. */
  onUseKey?: (key: string) => void;
}) {
  const id = useId();
  const asAdmin = useAdminAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const keysKey = keysQueryKey(api);
  const keys = useQuery({ queryKey: keysKey, queryFn: () => api.list(), retry: false });
  const [, navigate] = useLocation();
  const [origin, setOrigin] = useState("");
  const [state, setState] = useState<CreateState>({ kind: "idle" });

  // Customers and the administrator sign in on the same page, then come back here.
  const signIn = () => navigate("/sign-in?next=/embed");

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const value = origin.trim().replace(/\/$/, "");
    if (!isOrigin(value)) {
      setState({ kind: "invalid", message: originHint });
      return;
    }
    setState({ kind: "creating" });
    try {
      const created = await asAdmin(() => api.create(value));
      setState({ kind: "created", key: created.key, origin: value });
      setOrigin("");
      toast({ title: "Publishable key created", description: `It works on ${value} only.` });
      await queryClient.invalidateQueries({ queryKey: keysKey });
    } catch (error) {
      const message = isUnauthorized(error)
        ? signInToCreateText
        : `The key could not be created: ${serverErrorMessage(error, "the server did not answer.")}`;
      setState({ kind: "failed", message });
    }
  };

  const revoke = async (item: PublishableKey) => {
    try {
      await asAdmin(() => api.revoke(item.key));
      toast({
        title: "Publishable key revoked",
        description: `${item.allowedOrigins.join(", ")} can no longer use it.`,
      });
    } catch (error) {
      toast({
        title: "Revoke failed",
        description: serverErrorMessage(error, "The key could not be revoked."),
        variant: "destructive",
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: keysKey });
    }
  };

  const fieldError = state.kind === "invalid" || state.kind === "failed" ? state.message : undefined;

  return (
    <section className={ui.card} aria-labelledby={`${id}-title`} data-state={state.kind}>
      <h2 id={`${id}-title`} className={ui.cardTitle}>
        Publishable key for other sites
      </h2>
      <p className={css.help}>
        A chat widget on another site calls this hub's API with a publishable key (<code>pk_...</code>). Each key works
        only from the sites it lists.
      </p>
      <p className={css.help} data-testid="key-protection">
        {keyProtectsText} {keyLimitsText}
      </p>

      <KeyList
        keys={keys}
        onSignIn={signIn}
        onRevoke={revoke}
        onSetCap={async (item, cap) => {
          await asAdmin(() => api.setDailyCap(item.key, cap));
          await queryClient.invalidateQueries({ queryKey: keysKey });
        }}
        {...(onUseKey ? { onUseKey } : {})}
      />

      <form className={ui.stack} onSubmit={create} noValidate>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-origin`}>
            Site origin
          </label>
          <input
            id={`${id}-origin`}
            className={ui.input}
            type="url"
            inputMode="url"
            placeholder="https://shop.example"
            value={origin}
            onChange={(event) => {
              setOrigin(event.target.value);
              if (state.kind === "invalid" || state.kind === "failed") setState({ kind: "idle" });
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : `${id}-help`}
          />
          {fieldError ? (
            <p id={`${id}-error`} className={css.error} role="alert">
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-help`} className={css.help}>
              Where the widget will run, e.g. https://shop.example (no path).
            </p>
          )}
        </div>
        <div>
          <button type="submit" className={ui.button.primary} disabled={state.kind === "creating"}>
            {state.kind === "creating" ? "Creating..." : "Create key"}
          </button>
        </div>
      </form>

      {state.kind === "created" ? (
        <div role="status" className={ui.stack} style={{ gap: 6 }}>
          <p className={css.help}>New key for {state.origin}:</p>
          <code className={css.keyText} data-testid="new-publishable-key">
            {state.key}
          </code>
          {onUseKey ? (
            <div>
              <button type="button" className={ui.button.secondary} onClick={() => onUseKey(state.key)}>
                Use in snippets
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function KeyList({
  keys,
  onSignIn,
  onRevoke,
  onSetCap,
  onUseKey,
}: {
  keys: UseQueryResult<PublishableKey[]>;
  onSignIn: () => void;
  onRevoke: (key: PublishableKey) => void;
  onSetCap: (key: PublishableKey, cap: number | null) => Promise<void>;
  onUseKey?: (key: string) => void;
}) {
  if (keys.isPending) {
    return <LoadingState label="Loading keys..." />;
  }
  if (keys.isError) {
    if (isUnauthorized(keys.error)) {
      return (
        <div className={ui.stack} style={{ gap: 8 }} data-testid="keys-signed-out">
          <p className={css.help}>{signInToListText}</p>
          <div>
            <button type="button" className={ui.button.secondary} onClick={onSignIn}>
              Sign in
            </button>
          </div>
        </div>
      );
    }
    return (
      <div role="alert" className={ui.stack} style={{ gap: 8 }}>
        <p className={css.error}>
          The keys could not be loaded: {serverErrorMessage(keys.error, "the server did not answer.")}
        </p>
        <div>
          <button type="button" className={ui.button.secondary} onClick={() => void keys.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (keys.data.length === 0) {
    return <p className={css.help}>No publishable keys yet: create one for the site that will embed the widget.</p>;
  }
  return (
    <ul className={css.keyList} aria-label="Publishable keys">
      {keys.data.map((item) => (
        <li key={item.key} className={css.keyItem}>
          <span className={ui.stack} style={{ gap: 2, minWidth: 0 }}>
            <code className={css.keyText}>{item.key}</code>
            <span className={css.help}>{item.allowedOrigins.join(", ")}</span>
            <DailyCapForm cap={item.dailyTokenCap} onSave={(cap) => onSetCap(item, cap)} />
          </span>
          {onUseKey ? (
            <button
              type="button"
              className={ui.button.ghost}
              onClick={() => onUseKey(item.key)}
              aria-label={`Use key for ${item.allowedOrigins.join(", ")} in snippets`}
            >
              Use
            </button>
          ) : null}
          <button
            type="button"
            className={ui.button.ghost}
            onClick={() => onRevoke(item)}
            aria-label={`Revoke key for ${item.allowedOrigins.join(", ")}`}
          >
            Revoke
          </button>
        </li>
      ))}
    </ul>
  );
}
