import type { ProviderId } from "@hub-of-minds/core";
import * as Tabs from "@radix-ui/react-tabs";
import { useId, useState } from "react";
import { Link } from "wouter";
import * as ui from "../../ui/ui.css";
import * as css from "./api-config.css";
import { providerCatalog } from "./provider-catalog";
import { ProviderCapabilities, ProviderModels, SetupGuide } from "./provider-details";
import { ProviderKeyForm } from "./provider-key-form";
import { coreProviderKeysApi, type ProviderKeysApi } from "./provider-keys-api";
import { statusOf } from "./provider-keys-state";
import { ProviderStatusOverview } from "./provider-status-overview";
import { useProviderKeys } from "./use-provider-keys";

// For embedders and stories (the package exports only .tsx modules).
export type { ProviderKeysApi };

/**
 * The provider keys: status overview, then a tab per provider with its key form. On `/api-config`
 * ("page") each tab also lists models, capabilities and the setup guide under h2 sections; `/config`
 * embeds it ("embedded") inside its own h2 card, so headings start one level lower and the details are a
 * link away. `api` defaults to core's client; stories and tests pass their own.
 */
export function ProviderKeysSection({
  api = coreProviderKeysApi,
  variant = "embedded",
  initialProvider = "huggingface",
}: {
  api?: ProviderKeysApi;
  variant?: "page" | "embedded";
  initialProvider?: ProviderId;
}) {
  const keys = useProviderKeys(api);
  const statusTitleId = useId();
  const keysTitleId = useId();
  const [tab, setTab] = useState<string>(initialProvider);
  const page = variant === "page";
  const Heading = page ? "h2" : "h3";
  const cardTitle = page ? "h3" : "h4";
  const headingClass = page ? ui.sectionTitle : ui.cardTitle;
  return (
    <div className={ui.stack} data-testid="provider-keys-section" data-layout={variant}>
      <section aria-labelledby={statusTitleId}>
        <Heading id={statusTitleId} className={headingClass} style={{ marginBottom: 12 }}>
          Provider status
        </Heading>
        <ProviderStatusOverview
          status={keys.status}
          panels={keys.panels}
          titleAs={cardTitle}
          onSignIn={keys.signInForStatus}
        />
      </section>
      <section aria-labelledby={keysTitleId}>
        <Heading id={keysTitleId} className={headingClass} style={{ marginBottom: 0 }}>
          Provider keys
        </Heading>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List className={css.tabList} aria-label="Providers">
            {providerCatalog.map((info) => (
              <Tabs.Trigger key={info.id} value={info.id} className={css.tab}>
                {info.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {providerCatalog.map((info) => (
            <Tabs.Content key={info.id} value={info.id} className={ui.stack}>
              <div className={page ? css.panelGrid : ui.stack}>
                <ProviderKeyForm
                  info={info}
                  panel={keys.panels[info.id]}
                  saved={keys.status.data ? statusOf(keys.status.data, info.id) : undefined}
                  titleAs={cardTitle}
                  onEdit={(draft) => keys.edit(info.id, draft)}
                  onTest={() => keys.test(info.id)}
                  onSave={() => keys.save(info.id)}
                />
                {page ? (
                  <div className={ui.stack}>
                    <ProviderModels info={info} titleAs={cardTitle} />
                    <ProviderCapabilities info={info} titleAs={cardTitle} />
                  </div>
                ) : null}
              </div>
              {page ? <SetupGuide info={info} titleAs={cardTitle} /> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {page ? null : (
          <p className={`${ui.small} ${ui.muted}`} style={{ margin: "12px 0 0" }}>
            Models, capabilities and the setup guide of each provider are on the{" "}
            <Link href="/api-config" className={css.link}>
              API Configuration
            </Link>{" "}
            screen.
          </p>
        )}
      </section>
    </div>
  );
}
