import { Link } from "wouter";
import { YamlEditor } from "../../config-editor/yaml-editor";
import * as css from "../../ui/ui.css";

/** `/config`: the four YAML files in a full-page editor, beside where the provider keys will live. */
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
          <p className={css.muted} style={{ margin: 0 }}>
            The HuggingFace and PEO/Google keys are managed on the API Configuration screen. Keys are encrypted on the
            server and never shown again in full.
          </p>
          <div>
            <Link href="/api-config" className={css.button.secondary}>
              Open API Configuration
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export default ConfigPage;
