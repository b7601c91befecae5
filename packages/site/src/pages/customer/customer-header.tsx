import { type Customer, customerDisplayName, customerInitial } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";
import * as customerCss from "./customer.css";

/** Spec 000: initial, name, company, plan in upper case, API quota and the subscription badge. */
export function CustomerHeader({ customer }: { customer: Customer }) {
  const active = customer.subscriptionStatus === "active";
  return (
    <section className={`${css.card} ${customerCss.headerCard}`} aria-label="Your account">
      <span className={customerCss.initial} aria-hidden="true">
        {customerInitial(customer)}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <h1 className={css.pageTitle} data-testid="customer-name">
          {customerDisplayName(customer)}
        </h1>
        <p className={css.muted} style={{ margin: 0 }}>
          {customer.company ?? "No company"} · <span data-testid="customer-plan">{customer.plan.toUpperCase()}</span>{" "}
          plan · {customer.apiQuota.toLocaleString("en-US")} API quota
        </p>
      </div>
      <span className={active ? css.badge.default : css.badge.destructive} data-testid="customer-status">
        {customer.subscriptionStatus}
      </span>
    </section>
  );
}
