import * as ui from "../../ui/ui.css";
import type { ProviderKeysApi } from "./provider-keys-api";
import { ProviderKeysSection } from "./provider-keys-section";

/** `/api-config` (spec 000): connect the AI providers by testing and saving their keys. */
export function ApiConfigPage({ api }: { api?: ProviderKeysApi }) {
  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.pageTitle}>API Configuration</h1>
          <p className={ui.pageSubtitle}>
            Connect your AI providers: test a key, then save it. Saved keys are encrypted and never shown again.
          </p>
        </div>
      </header>
      <ProviderKeysSection variant="page" {...(api ? { api } : {})} />
    </>
  );
}

export default ApiConfigPage;
