import { apiUrl, maskApiKey } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";
import { RotateKey } from "./rotate-key";

/** The sample request, with the key shown only by its prefix. */
export function sampleChatRequest(origin: string, maskedKey: string, personalityId: string): string {
  return [
    `curl -X POST ${origin}${apiUrl("createPublicChat")} \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -H "x-api-key: ${maskedKey}" \\`,
    `  -d '${JSON.stringify({ personality_id: personalityId, message: "Hello! What can you help me with?" })}'`,
  ].join("\n");
}

/** Signed out the key is not known: the sample names where it goes. */
export const keyPlaceholder = "YOUR_API_KEY";

/** Spec 000: key prefix + '...', the endpoint and a sample request, and the key rotation (signed in). */
export function ApiExampleCard({
  apiKey,
  personalityId,
  customerId,
}: {
  apiKey: string | undefined;
  personalityId: string;
  /** The account whose key the rotate button renews; absent when no account is shown. */
  customerId?: number | undefined;
}) {
  const masked = apiKey === undefined ? keyPlaceholder : maskApiKey(apiKey);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className={`${css.card} ${css.section}`} aria-labelledby="api-example-title">
      <h2 id="api-example-title" className={css.cardTitle}>
        API Integration Example
      </h2>
      <div className={css.spread} style={{ flexWrap: "wrap" }}>
        <p style={{ margin: 0 }}>
          Your API key: <code data-testid="api-key-prefix">{masked}</code>
        </p>
        {apiKey === undefined || customerId === undefined ? null : <RotateKey customerId={customerId} />}
      </div>
      <p style={{ margin: 0 }}>
        Endpoint: <code data-testid="api-endpoint">POST {apiUrl("createPublicChat")}</code>
      </p>
      <pre className={css.code} data-testid="api-sample" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {sampleChatRequest(origin, masked, personalityId)}
      </pre>
    </section>
  );
}
