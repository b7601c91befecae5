import { YamlEditor } from "../../config-editor/yaml-editor";
import * as css from "../../ui/ui.css";
import { ProviderKeysSection } from "../api-config/provider-keys-section";

/** `/config`: spec 000's Personality Config and spec 001's API configuration alias: the YAML files and the provider keys. */
export function ConfigPage() {
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Personality Config</h1>
          <p className={css.pageSubtitle}>
            Edit the YAML files that drive your agents, integrations and oversight rules
          </p>
        </div>
      </header>
      <div className={css.stack} style={{ gap: 24 }}>
        <section className={css.card} aria-labelledby="config-files-title">
          <h2 id="config-files-title" className={css.cardTitle}>
            Configuration files
          </h2>
          <YamlEditor />
        </section>
        <section className={css.card} aria-labelledby="provider-keys-title" data-testid="provider-keys">
          <h2 id="provider-keys-title" className={css.cardTitle}>
            AI provider keys
          </h2>
          <ProviderKeysSection />
        </section>
      </div>
    </>
  );
}

export default ConfigPage;
