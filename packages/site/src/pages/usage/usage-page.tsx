import { apiUrl, callApi, type UsageGroup } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { useAccount, useShownCustomerId } from "../../auth/use-account";
import { useCustomer } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { CustomerPicker } from "../customer/customer-picker";
import { HubBudgetsPanel } from "./hub-budgets";
import { daysBetween, lastDays, usageSeries } from "./usage-series";

// uPlot comes with the chart, and the chart only with this page.
const LineChart = lazy(() => import("../../ui/line-chart"));

const groups: readonly { value: UsageGroup; label: string }[] = [
  { value: "day", label: "Day" },
  { value: "key", label: "Key" },
  { value: "model", label: "Model" },
];
const usd = (value: number) => `$${value.toFixed(value < 1 ? 4 : 2)}`;

/** `/customer/usage`: requests, tokens, errors and cost of the shown customer as charts with a table. */
export function UsagePage() {
  const id = useId();
  const { account } = useAccount();
  const customerId = useShownCustomerId();
  const customer = useCustomer(customerId);
  const [range, setRange] = useState(() => lastDays(30));
  const [groupBy, setGroupBy] = useState<UsageGroup>("day");
  const query = { from: range.from, to: range.to, groupBy };
  const params = { id: String(customerId ?? 0) };
  const usage = useQuery({
    queryKey: [apiUrl("getCustomerUsage", { params, query })],
    queryFn: () => callApi("getCustomerUsage", { params, query }),
    enabled: typeof customerId === "number",
  });
  const days = useMemo(() => daysBetween(range.from, range.to), [range]);
  const tokens = useMemo(() => usageSeries(usage.data ?? [], groupBy, days, "tokens"), [usage.data, groupBy, days]);
  const requests = useMemo(() => usageSeries(usage.data ?? [], groupBy, days, "requests"), [usage.data, groupBy, days]);
  const quota = useMemo(
    () => (customer.data && groupBy === "day" ? [{ value: customer.data.apiQuota, label: "Quota" }] : []),
    [customer.data, groupBy],
  );

  if (account === undefined) return <LoadingState label="Loading your usage..." shape="page" />;
  if (!account) {
    return (
      <EmptyState title="Sign in to see your usage">
        <Link href="/sign-in?next=/customer/usage" className={css.button.primary}>
          Sign in
        </Link>
      </EmptyState>
    );
  }
  const picker =
    account.role === "admin" ? <CustomerPicker selected={customerId ?? null} path="/customer/usage" /> : null;
  // The administrator also sees the hub's own budgets, which no customer pays from.
  const hubBudgets = account.role === "admin" ? <HubBudgetsPanel /> : null;
  if (customerId === null) {
    return (
      <div className={css.stack} style={{ gap: 20 }}>
        <h1 className={css.pageTitle}>API Usage</h1>
        {hubBudgets}
        {picker}
        <EmptyState title="No customer picked">Pick a customer above to see their usage.</EmptyState>
      </div>
    );
  }
  const totals = (usage.data ?? []).reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      tokens: sum.tokens + row.tokens,
      errors: sum.errors + row.errors,
      costUsd: sum.costUsd + row.costUsd,
    }),
    { requests: 0, tokens: 0, errors: 0, costUsd: 0 },
  );
  const csv = apiUrl("getCustomerUsageCsv", { params, query });
  return (
    <div className={css.stack} style={{ gap: 20 }}>
      {picker}
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>API Usage</h1>
          <p className={css.pageSubtitle}>
            {customer.data
              ? `${[customer.data.firstName, customer.data.lastName].filter(Boolean).join(" ")}${customer.data.company ? `, ${customer.data.company}` : ""}`
              : "Your account"}{" "}
            · cost is an estimate from the price per model
          </p>
        </div>
        <a className={css.button.secondary} href={csv} download>
          Download CSV
        </a>
      </header>
      <section className={css.card} aria-label="Range and grouping">
        <div className={css.row} style={{ gap: 16 }}>
          <label className={css.row}>
            From
            <input
              className={css.input}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })}
            />
          </label>
          <label className={css.row}>
            To
            <input
              className={css.input}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
            />
          </label>
          <fieldset className={css.row} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={css.visuallyHidden}>Group by</legend>
            {groups.map((group) => (
              <button
                key={group.value}
                type="button"
                className={groupBy === group.value ? css.button.primary : css.button.secondary}
                aria-pressed={groupBy === group.value}
                onClick={() => setGroupBy(group.value)}
              >
                By {group.label.toLowerCase()}
              </button>
            ))}
          </fieldset>
        </div>
      </section>
      {usage.isPending ? (
        <LoadingState label="Loading your usage..." shape="page" />
      ) : usage.isError ? (
        <ErrorState what="Your usage" error={usage.error} onRetry={() => usage.refetch()} />
      ) : (
        <>
          <div className={css.grid} data-testid="usage-totals">
            <Total label="Requests" value={totals.requests.toLocaleString("en-US")} />
            <Total label="Tokens" value={totals.tokens.toLocaleString("en-US")} />
            <Total label="Errors" value={totals.errors.toLocaleString("en-US")} />
            <Total label="Estimated cost" value={usd(totals.costUsd)} />
          </div>
          <section className={css.card} aria-labelledby={`${id}-charts`}>
            <h2 id={`${id}-charts`} className={css.cardTitle}>
              Per day
            </h2>
            <Suspense
              fallback={<LoadingState label="Loading the charts..." shape="charts" chartHeights={[180, 180]} />}
            >
              <LineChart title="Tokens" x={days} series={tokens} thresholds={quota} />
              <LineChart title="Requests" x={days} series={requests} height={180} />
            </Suspense>
          </section>
          <section className={css.card} aria-labelledby={`${id}-table`} style={{ overflowX: "auto" }}>
            <h2 id={`${id}-table`} className={css.cardTitle}>
              Table
            </h2>
            {usage.data.length === 0 ? (
              <p className={css.muted}>No calls in this range.</p>
            ) : (
              <table data-testid="usage-table" style={{ width: "100%", borderCollapse: "collapse", fontSize: 14 }}>
                <thead>
                  <tr>
                    <th style={cell}>Day</th>
                    {groupBy === "day" ? null : <th style={cell}>{groupBy === "key" ? "Key" : "Model"}</th>}
                    <th style={num}>Requests</th>
                    <th style={num}>Tokens</th>
                    <th style={num}>Errors</th>
                    <th style={num}>Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.data.map((row) => (
                    <tr key={`${row.period}|${row.key ?? row.model ?? ""}`}>
                      <td style={cell}>{row.period}</td>
                      {groupBy === "day" ? null : <td style={cell}>{row.key ?? row.model}</td>}
                      <td style={num}>{row.requests.toLocaleString("en-US")}</td>
                      <td style={num}>{row.tokens.toLocaleString("en-US")}</td>
                      <td style={num}>{row.errors.toLocaleString("en-US")}</td>
                      <td style={num}>{usd(row.costUsd)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      {hubBudgets}
    </div>
  );
}

const cell = { textAlign: "left", padding: "6px 8px", borderBottom: "1px solid rgba(148,163,184,0.2)" } as const;
const num = { ...cell, textAlign: "right", fontVariantNumeric: "tabular-nums" } as const;

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.card}>
      <p className={css.muted} style={{ margin: 0 }}>
        {label}
      </p>
      <p className={css.bigNumber}>{value}</p>
    </div>
  );
}

export default UsagePage;
