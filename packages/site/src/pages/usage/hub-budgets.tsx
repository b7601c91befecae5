import { apiUrl, callApi, type HubBudgets } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { ProgressBar } from "../../ui/progress-bar";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";

const number = (value: number) => value.toLocaleString("en-US");
const hours = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

function Allowance({ label, used, perDay }: { label: string; used: number; perDay: number }) {
  return (
    <div className={css.stack} style={{ gap: 4 }} data-testid={`budget-${label.toLowerCase()}`}>
      <div className={css.spread}>
        <span>{label}</span>
        <span className={css.small} style={{ fontVariantNumeric: "tabular-nums" }}>
          {number(used)} / {number(perDay)}
        </span>
      </div>
      <ProgressBar label={`${label} used today`} percent={perDay > 0 ? (used / perDay) * 100 : 100} />
    </div>
  );
}

/** The administrator's view of the hub's own daily budgets (oversight_rules.yaml) and who spends them. */
export function HubBudgetsCard({ budgets }: { budgets: HubBudgets }) {
  const id = useId();
  const { anonymous, perAddress, widgetKeys } = budgets;
  return (
    <section className={css.card} aria-labelledby={id} data-testid="hub-budgets">
      <div className={css.spread}>
        <h2 id={id} className={css.cardTitle}>
          Hub budgets today
        </h2>
        <span className={`${css.muted} ${css.small}`}>
          {budgets.day} UTC · renews in {hours(budgets.resetsInSeconds)}
        </span>
      </div>
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
        Calls without an API key (the hub's own pages, widgets without a key) spend these; set them under budgets in
        oversight_rules.yaml.
      </p>
      <Allowance label="Tokens" used={anonymous.tokens.used} perDay={anonymous.tokens.perDay} />
      <Allowance label="Images" used={anonymous.images.used} perDay={anonymous.images.perDay} />
      <div className={css.grid}>
        <div>
          <h3 className={css.small} style={{ margin: "0 0 6px" }}>
            Busiest addresses <span className={css.muted}>(each may use {number(perAddress.tokensPerDay)} tokens)</span>
          </h3>
          {perAddress.busiest.length === 0 ? (
            <p className={`${css.muted} ${css.small}`}>No calls without a key today.</p>
          ) : (
            <ol className={css.list} data-testid="busiest-addresses">
              {perAddress.busiest.map((row) => (
                <li key={row.address} className={`${css.spread} ${css.small}`}>
                  <code className={css.ellipsis}>{row.address}</code>
                  <span style={{ whiteSpace: "nowrap" }}>
                    {number(row.tokens)} tokens
                    {row.images ? ` · ${number(row.images)} ${row.images === 1 ? "image" : "images"}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3 className={css.small} style={{ margin: "0 0 6px" }}>
            Busiest widget keys{" "}
            <span className={css.muted}>(each may use {number(widgetKeys.tokensPerDay)} tokens)</span>
          </h3>
          {widgetKeys.busiest.length === 0 ? (
            <p className={`${css.muted} ${css.small}`}>No widget calls today.</p>
          ) : (
            <ol className={css.list} data-testid="busiest-widget-keys">
              {widgetKeys.busiest.map((row) => (
                <li key={row.key} className={`${css.spread} ${css.small}`}>
                  <code className={css.ellipsis}>{row.key}</code>
                  <span style={{ whiteSpace: "nowrap" }}>{number(row.tokens)} tokens</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}

/** The card with today's counts, asked for each time the page opens. */
export function HubBudgetsPanel() {
  const budgets = useQuery({
    queryKey: [apiUrl("getHubBudgets")],
    queryFn: () => callApi("getHubBudgets"),
    refetchOnMount: "always",
  });
  if (budgets.isError)
    return <ErrorState what="The hub's budgets" error={budgets.error} onRetry={() => budgets.refetch()} />;
  if (!budgets.data) return <LoadingState label="Loading the hub's budgets..." />;
  return <HubBudgetsCard budgets={budgets.data} />;
}
