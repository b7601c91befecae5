import { type AccountLink, callApi, type NewCustomer, type OutboxEntry, serverErrorMessage } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { useAdminAction } from "../../auth/admin-session";
import { useAccount } from "../../auth/use-account";
import { queryKeys } from "../../query/query-keys";
import { EmptyState, ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";

type InviteState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "invited"; link: AccountLink };

/** A link the administrator hands over: shown whole, with a copy button. */
function CopyLink({ link }: { link: AccountLink }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={css.stack} style={{ gap: 4 }} data-testid="account-link">
      <p className={css.small} style={{ margin: 0 }}>
        {link.kind === "invitation" ? "Invitation" : "Password reset"} link for {link.email}, valid until{" "}
        {new Date(link.expiresAt).toLocaleString()}:
      </p>
      <div className={css.row}>
        <code className={css.code} style={{ wordBreak: "break-all", flex: 1 }}>
          {link.link}
        </code>
        <button
          type="button"
          className={css.button.secondary}
          onClick={() => navigator.clipboard?.writeText(link.link).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </div>
  );
}

/** What became of an outbox message's e-mail (SMTP_URL); nothing when the hub sends no mail. */
function MailStatus({ entry }: { entry: OutboxEntry }) {
  if (entry.mailStatus === "failed") {
    return (
      <p className={css.errorText} style={{ overflowWrap: "anywhere" }}>
        Not sent: {entry.mailError ?? "the mail server refused it"}
      </p>
    );
  }
  if (entry.mailStatus === null) return null;
  return (
    <p style={{ margin: 0 }}>
      {entry.mailStatus === "sent" ? (
        <span className={css.badge.success}>Sent by e-mail</span>
      ) : (
        <span className={css.badge.outline}>Sending by e-mail...</span>
      )}
    </p>
  );
}

/** `/customers`: the administrator invites customers, copies their links and opens their accounts. */
export function CustomersPage() {
  const id = useId();
  const { account } = useAccount();
  const asAdmin = useAdminAction();
  const queryClient = useQueryClient();
  const isAdmin = account?.role === "admin";
  const customers = useQuery({
    queryKey: queryKeys.customers,
    queryFn: () => callApi("listCustomers"),
    enabled: isAdmin,
  });
  const outbox = useQuery({
    queryKey: queryKeys.outbox,
    queryFn: () => callApi("listOutbox"),
    enabled: isAdmin,
    // A mail still on its way: look again until the server has its outcome.
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.mailStatus === "sending") ? 2000 : false),
  });
  const [state, setState] = useState<InviteState>({ kind: "idle" });
  const [issued, setIssued] = useState<AccountLink | null>(null);

  if (account === undefined) return <LoadingState label="Loading customers..." shape="page" />;
  if (!isAdmin) {
    return (
      <EmptyState title="Customers are the administrator's to manage">
        <Link href="/sign-in?next=/customers" className={css.button.primary}>
          Sign in as the administrator
        </Link>
      </EmptyState>
    );
  }

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: NewCustomer = {
      email: String(form.get("email") ?? ""),
      firstName: String(form.get("firstName") ?? ""),
      lastName: String(form.get("lastName") ?? ""),
      company: String(form.get("company") ?? ""),
      plan: String(form.get("plan") ?? "pro"),
      apiQuota: Number(form.get("apiQuota")),
    };
    setState({ kind: "sending" });
    try {
      const created = await asAdmin(() => callApi("createCustomer", { body }));
      setState({ kind: "invited", link: created.invitation });
      await queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      await queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
    } catch (error) {
      setState({ kind: "failed", message: serverErrorMessage(error, "The customer could not be invited.") });
    }
  };
  const newLink = async (customerId: number) => {
    const link = await asAdmin(() => callApi("issueCustomerLink", { params: { id: String(customerId) } }));
    setIssued(link);
    await queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
  };

  return (
    <div className={css.stack} style={{ gap: 20 }}>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Customers</h1>
          <p className={css.pageSubtitle}>Invite a customer; they choose their password with the link you send.</p>
        </div>
      </header>
      <section className={css.card} aria-labelledby={`${id}-invite`}>
        <h2 id={`${id}-invite`} className={css.cardTitle}>
          Invite a customer
        </h2>
        <form className={css.gridSmall} onSubmit={invite} data-state={state.kind}>
          <label className={css.stack} style={{ gap: 4 }}>
            E-mail
            <input className={css.input} name="email" type="email" required />
          </label>
          <label className={css.stack} style={{ gap: 4 }}>
            First name
            <input className={css.input} name="firstName" required />
          </label>
          <label className={css.stack} style={{ gap: 4 }}>
            Last name
            <input className={css.input} name="lastName" required />
          </label>
          <label className={css.stack} style={{ gap: 4 }}>
            Company
            <input className={css.input} name="company" />
          </label>
          <label className={css.stack} style={{ gap: 4 }}>
            Plan
            <select className={css.input} name="plan" defaultValue="pro">
              <option value="free">Free</option>
              <option value="pro">Pro</option>
              <option value="enterprise">Enterprise</option>
            </select>
          </label>
          <label className={css.stack} style={{ gap: 4 }}>
            API quota (tokens)
            <input
              className={css.input}
              name="apiQuota"
              type="number"
              min={0}
              step={1}
              defaultValue={100000}
              required
            />
          </label>
          <div className={css.row} style={{ alignSelf: "end" }}>
            <button type="submit" className={css.button.primary} disabled={state.kind === "sending"}>
              {state.kind === "sending" ? "Inviting..." : "Invite"}
            </button>
          </div>
        </form>
        {state.kind === "failed" ? (
          <p role="alert" className={css.small}>
            {state.message}
          </p>
        ) : null}
        {state.kind === "invited" ? <CopyLink link={state.link} /> : null}
      </section>
      <section className={css.card} aria-labelledby={`${id}-list`} style={{ overflowX: "auto" }}>
        <h2 id={`${id}-list`} className={css.cardTitle}>
          Every customer
        </h2>
        {issued ? <CopyLink link={issued} /> : null}
        {customers.isPending ? (
          <LoadingState label="Loading customers..." />
        ) : customers.isError ? (
          <ErrorState what="The customers" error={customers.error} onRetry={() => customers.refetch()} />
        ) : (
          <ul className={css.list} data-testid="customer-list">
            {customers.data.map((customer) => (
              <li key={customer.id} className={css.listItem}>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <strong>
                    {[customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.username}
                  </strong>{" "}
                  <span className={css.muted}>
                    {customer.company ?? ""} · {customer.email ?? "no sign-in"} · {customer.plan.toUpperCase()} ·{" "}
                    {customer.apiUsed.toLocaleString("en-US")} / {customer.apiQuota.toLocaleString("en-US")}
                  </span>
                </div>
                <div className={css.row}>
                  <Link href={`/customer?customer=${customer.id}`} className={css.button.secondary}>
                    Open
                  </Link>
                  {customer.email ? (
                    <button type="button" className={css.button.secondary} onClick={() => newLink(customer.id)}>
                      New link
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={css.card} aria-labelledby={`${id}-outbox`}>
        <h2 id={`${id}-outbox`} className={css.cardTitle}>
          Outbox
        </h2>
        <p className={css.small}>
          Every invitation and reset link written, newest first: copy one and send it to its customer.
        </p>
        {outbox.data?.length ? (
          <ul className={css.list}>
            {outbox.data.slice(0, 20).map((entry) => (
              <li key={entry.id} className={css.listItem}>
                <div className={css.stack} style={{ gap: 6, minWidth: 0, flex: 1 }}>
                  <CopyLink link={entry} />
                  <MailStatus entry={entry} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>No links yet.</p>
        )}
      </section>
    </div>
  );
}

export default CustomersPage;
