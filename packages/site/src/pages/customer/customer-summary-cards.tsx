import { apiTokensRemaining, apiUrl, type Customer } from "@hub-of-minds/core";
import { ProgressBar } from "../../ui/progress-bar";
import * as css from "../../ui/ui.css";

/** Spec 000: API Usage, Available Models and Integration. */
export function CustomerSummaryCards({ customer, modelCount }: { customer: Customer; modelCount: number | null }) {
  const usedPercent = customer.apiQuota > 0 ? (customer.apiUsed / customer.apiQuota) * 100 : 0;
  return (
    <div className={css.grid}>
      <section className={css.card} aria-labelledby="api-usage-title">
        <h2 id="api-usage-title" className={css.cardTitle}>
          API Usage
        </h2>
        <p className={css.bigNumber} data-testid="api-usage">
          {customer.apiUsed.toLocaleString("en-US")} / {customer.apiQuota.toLocaleString("en-US")}
        </p>
        <ProgressBar label="API quota used" percent={usedPercent} />
        <p className={css.muted} style={{ margin: 0 }} data-testid="tokens-remaining">
          {apiTokensRemaining(customer).toLocaleString("en-US")} tokens remaining
        </p>
      </section>
      <section className={css.card} aria-labelledby="models-title">
        <h2 id="models-title" className={css.cardTitle}>
          Available Models
        </h2>
        <p className={css.bigNumber} data-testid="model-count">
          {modelCount ?? "…"}
        </p>
        <p className={css.muted} style={{ margin: 0 }}>
          AI personalities ready for your API calls
        </p>
      </section>
      <section className={css.card} aria-labelledby="integration-title">
        <h2 id="integration-title" className={css.cardTitle}>
          Integration
        </h2>
        <p className={css.bigNumber}>API Ready</p>
        <p className={css.muted} style={{ margin: 0 }}>
          Endpoint <code>{apiUrl("createPublicChat").replace("/api/", "")}</code>
        </p>
      </section>
    </div>
  );
}
