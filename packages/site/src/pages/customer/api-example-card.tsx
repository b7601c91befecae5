import { apiUrl, callApi, maskApiKey } from "@hub-of-minds/core";
import { useQueryClient } from "@tanstack/react-query";
import { useAdminAction } from "../../auth/admin-session";
import { queryKeys } from "../../query/query-keys";
import { DailyCapForm } from "../../ui/daily-cap-form";
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

/** The secret key's own daily cap: calls with it stop there for the UTC day, whatever the quota has left. */
function ApiKeyCap({ customerId, cap }: { customerId: number; cap: number | null }) {
  const admin = useAdminAction();
  const queryClient = useQueryClient();
  return (
    <DailyCapForm
      cap={cap}
      onSave={async (dailyTokenCap) => {
        await admin(() =>
          callApi("setCustomerApiKeyCap", { params: { id: String(customerId) }, body: { dailyTokenCap } }),
        );
        await queryClient.invalidateQueries({ queryKey: queryKeys.customer(customerId) });
      }}
    />
  );
}

/** Signed out the key is not known: the sample names where it goes. */
export const keyPlaceholder = "YOUR_API_KEY";

/** Spec 000: key prefix + '...', the endpoint and a sample request, and the key rotation (signed in). */
export function ApiExampleCard({
  apiKey,
  personalityId,
  customerId,
  apiKeyDailyCap = null,
}: {
  apiKey: string | undefined;
  personalityId: string;
  /** The account whose key the rotate button renews; absent when no account is shown. */
  customerId?: number | undefined;
  /** The key's own daily token cap, set below the key. */
  apiKeyDailyCap?: number | null;
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
      {apiKey === undefined || customerId === undefined ? null : (
        <ApiKeyCap customerId={customerId} cap={apiKeyDailyCap} />
      )}
      <p style={{ margin: 0 }}>
        Endpoint: <code data-testid="api-endpoint">POST {apiUrl("createPublicChat")}</code>
      </p>
      <pre className={css.code} data-testid="api-sample" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {sampleChatRequest(origin, masked, personalityId)}
      </pre>
    </section>
  );
}
