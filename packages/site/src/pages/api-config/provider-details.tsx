import * as ui from "../../ui/ui.css";
import * as css from "./api-config.css";
import { type ProviderInfo, setupSteps } from "./provider-catalog";

type Heading = "h3" | "h4";

/** The provider's models, as spec 000 lists them; a "Chat" badge marks those the chat panel can pick. */
export function ProviderModels({ info, titleAs: Title = "h3" }: { info: ProviderInfo; titleAs?: Heading }) {
  return (
    <section className={ui.card} aria-label={`${info.title} models`}>
      <Title className={ui.cardTitle}>Available models</Title>
      <ul className={ui.list} data-testid={`models-${info.id}`}>
        {info.models.map((model) => (
          <li key={model.name} className={ui.listItem}>
            <span style={{ fontWeight: 600 }}>{model.name}</span>
            <span className={`${ui.small} ${ui.muted}`} style={{ textAlign: "right" }}>
              {model.chatModel ? (
                <>
                  <span className={ui.badge.accent} title={`Chat model ${model.chatModel}`} data-testid="chat-badge">
                    Chat
                  </span>{" "}
                </>
              ) : null}
              {model.description}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProviderCapabilities({ info, titleAs: Title = "h3" }: { info: ProviderInfo; titleAs?: Heading }) {
  return (
    <section className={ui.card} aria-label={`${info.title} capabilities`}>
      <Title className={ui.cardTitle}>Capabilities</Title>
      <ul className={css.chips} data-testid={`capabilities-${info.id}`}>
        {info.capabilities.map((capability) => (
          <li key={capability} className={ui.badge.accent}>
            {capability}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where to get the key and the four steps to connect it. */
export function SetupGuide({ info, titleAs: Title = "h3" }: { info: ProviderInfo; titleAs?: Heading }) {
  const steps = setupSteps(info);
  return (
    <section className={ui.card} aria-label={`${info.title} setup guide`}>
      <Title className={ui.cardTitle}>Setup guide</Title>
      <ol className={css.steps} data-testid={`setup-${info.id}`}>
        <li>
          Create an API key at{" "}
          <a className={css.link} href={info.keyPage.url} target="_blank" rel="noreferrer noopener">
            {info.keyPage.label}
          </a>
          .
        </li>
        {steps.slice(1).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
