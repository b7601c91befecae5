import type { HomElementTag } from "@hub-of-minds/widgets";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useAccount, useShownCustomerId } from "../../auth/use-account";
import * as ui from "../../ui/ui.css";
import { CustomerPicker } from "../customer/customer-picker";
import * as css from "./embed.css";
import { EmbedOptionsForm } from "./embed-options-form";
import { iframeSnippet, reactSnippet, scriptTagSnippet } from "./embed-snippets";
import {
  defaultOptions,
  type EmbedOptions,
  embedWidget,
  embedWidgets,
  snippetAttributes,
  widgetAttributes,
} from "./embed-widgets";
import { identitySecretApiFor } from "./identity-secret-api";
import { type IdentitySecretAccess, IdentitySecretPanel } from "./identity-secret-panel";
import { keysQueryKey, type PublishableKeysApi, publishableKeysApiFor } from "./publishable-keys-api";
import { PublishableKeysPanel } from "./publishable-keys-panel";
import { SnippetBlock } from "./snippet-block";
import { previewProps, WidgetPreview } from "./widget-preview";

export interface EmbedPageProps {
  /** The hub the snippets point at; defaults to this page's origin. */
  hubOrigin?: string;
  /** The widget chosen first. */
  initialTag?: HomElementTag;
  /** The publishable keys calls; stories inject their own. */
  keysApi?: PublishableKeysApi;
  /** Whose identity secret the page shows; stories inject their own. */
  identityAccess?: IdentitySecretAccess;
}

const currentOrigin = () => (typeof window === "undefined" ? "" : window.location.origin);

/** `/embed`: pick a widget, set its options, see it live and copy the script-tag, iframe or React snippet. */
export function EmbedPage({
  hubOrigin = currentOrigin(),
  initialTag = "hom-chat",
  keysApi: injectedKeysApi,
  identityAccess: injectedIdentityAccess,
}: EmbedPageProps) {
  const id = useId();
  const { account } = useAccount();
  // The signed-in customer's own keys (the administrator's picked customer, `?customer=ID`).
  const customerId = useShownCustomerId();
  const keysApi = useMemo(
    () => injectedKeysApi ?? publishableKeysApiFor(customerId ?? null),
    [injectedKeysApi, customerId],
  );
  // The same query as the keys panel's (one request): the verified snippet shows a real key when none is chosen.
  const keys = useQuery({ queryKey: keysQueryKey(keysApi), queryFn: () => keysApi.list(), retry: false });
  const identityAccess = useMemo<IdentitySecretAccess>(() => {
    if (injectedIdentityAccess) return injectedIdentityAccess;
    if (typeof customerId === "number") return { kind: "ready", api: identitySecretApiFor(customerId) };
    if (account === undefined) return { kind: "loading" };
    return account?.role === "admin" ? { kind: "pick-customer" } : { kind: "signed-out" };
  }, [injectedIdentityAccess, customerId, account]);
  const [tag, setTag] = useState<HomElementTag>(initialTag);
  // Each widget keeps its own options, so switching back and forth loses nothing.
  const [optionsByTag, setOptionsByTag] = useState<Partial<Record<HomElementTag, EmbedOptions>>>({});
  const options = optionsByTag[tag] ?? defaultOptions(tag, hubOrigin);
  const setOption = (name: string, value: string) =>
    setOptionsByTag((all) => ({ ...all, [tag]: { ...(all[tag] ?? defaultOptions(tag, hubOrigin)), [name]: value } }));

  const widget = embedWidget(tag);
  const attributes = snippetAttributes(tag, options);
  const numbers = new Set(
    widgetAttributes(tag)
      .filter((a) => a.type === "number")
      .map((a) => a.name),
  );
  const takesKey = widgetAttributes(tag).some((a) => a.name === "publishable-key");

  return (
    <div className={ui.stack} style={{ gap: 20 }}>
      {account?.role === "admin" && !injectedKeysApi ? (
        <CustomerPicker selected={customerId ?? null} path="/embed" />
      ) : null}
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.pageTitle}>Embed a Widget</h1>
          <p className={ui.pageSubtitle}>
            Put any of the five widgets on your own site: choose one, set its options, copy the snippet.
          </p>
        </div>
      </header>

      <div className={css.layout}>
        <div className={ui.stack} style={{ gap: 20, minWidth: 0 }}>
          <section className={ui.card} aria-labelledby={`${id}-widget`}>
            <fieldset className={css.picker}>
              <legend id={`${id}-widget`} className={ui.cardTitle} style={{ marginBottom: 10 }}>
                Widget
              </legend>
              {embedWidgets.map((entry) => (
                <label key={entry.tag} className={css.pickerOption}>
                  <input
                    type="radio"
                    name={`${id}-tag`}
                    value={entry.tag}
                    checked={entry.tag === tag}
                    onChange={() => setTag(entry.tag)}
                  />
                  {entry.title}
                </label>
              ))}
            </fieldset>
          </section>

          <section className={ui.card} aria-labelledby={`${id}-options`}>
            <h2 id={`${id}-options`} className={ui.cardTitle}>
              Options
            </h2>
            <p className={css.help}>
              The attributes of <code>&lt;{tag}&gt;</code>. Empty fields are left out.
            </p>
            <EmbedOptionsForm tag={tag} options={options} onChange={setOption} />
          </section>
        </div>

        <div className={ui.stack} style={{ gap: 20, minWidth: 0 }}>
          <section className={ui.card} aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className={ui.cardTitle}>
              Live preview: {widget.title}
            </h2>
            {tag === "hom-chat" ? (
              <p className={css.help} data-testid="preview-note">
                The preview answers with a short sample reply written in your browser: it never calls a model and spends
                no tokens. On your site the widget talks to your hub.
              </p>
            ) : null}
            {attributes.some(([name, value]) => name === "mode" && value === "popup") ? (
              <button type="button" className={ui.button.secondary} data-hom-chat-open="">
                Open the popup
              </button>
            ) : null}
            <div className={css.preview} data-testid="embed-preview" data-widget={tag}>
              <WidgetPreview
                key={`${tag}:${JSON.stringify(attributes)}`}
                tag={tag}
                props={previewProps(attributes, numbers)}
              />
            </div>
          </section>

          <section className={ui.card} aria-labelledby={`${id}-snippets`}>
            <h2 id={`${id}-snippets`} className={ui.cardTitle}>
              Snippets
            </h2>
            <SnippetBlockList origin={hubOrigin} tag={tag} attributes={attributes} />
          </section>

          <PublishableKeysPanel
            api={keysApi}
            {...(takesKey ? { onUseKey: (key: string) => setOption("publishable-key", key) } : {})}
          />
          <IdentitySecretPanel
            key={customerId ?? "none"}
            access={identityAccess}
            publishableKey={optionsByTag["hom-chat"]?.["publishable-key"] || keys.data?.[0]?.key || ""}
          />
        </div>
      </div>
    </div>
  );
}

function SnippetBlockList({
  origin,
  tag,
  attributes,
}: {
  origin: string;
  tag: HomElementTag;
  attributes: [string, string][];
}) {
  return (
    <div className={ui.stack} style={{ gap: 20 }}>
      <SnippetBlock
        title="Script tag"
        description="Paste both lines where the widget should appear; the loader is needed once per page."
        code={scriptTagSnippet(origin, tag, attributes)}
        testId="snippet-script"
      />
      <SnippetBlock
        title="Iframe"
        description="Fully separated from your page; the helper script sizes the frame to its content."
        code={iframeSnippet(origin, tag, attributes)}
        testId="snippet-iframe"
      />
      <SnippetBlock
        title="React"
        description="The typed component for React 18 and 19 apps, from the npm package."
        code={reactSnippet(origin, tag, attributes)}
        testId="snippet-react"
      />
    </div>
  );
}

export default EmbedPage;
