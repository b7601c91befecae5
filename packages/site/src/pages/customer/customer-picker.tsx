import { type Customer, callApi } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link, useLocation } from "wouter";
import { queryKeys } from "../../query/query-keys";
import * as css from "../../ui/ui.css";

/** A customer as the administrator's lists name them: their name, else their username, else their number. */
export function customerName(customer: Pick<Customer, "id" | "firstName" | "lastName" | "username">): string {
  return (
    [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.username || `Customer #${customer.id}`
  );
}

/**
 * The administrator's choice of whose account a page shows (`?customer=ID`): `/customer` unless `path` says.
 * With `everyoneLabel` the page also has a view of every customer at once (no `?customer`).
 */
export function CustomerPicker({
  selected,
  path = "/customer",
  everyoneLabel,
}: {
  selected: number | null;
  path?: string;
  everyoneLabel?: string;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const customers = useQuery({ queryKey: queryKeys.customers, queryFn: () => callApi("listCustomers") });
  return (
    <section className={css.card} aria-label="Choose a customer" data-testid="customer-picker">
      <div className={css.row}>
        <label htmlFor={id} className={css.small}>
          Showing the account of
        </label>
        <select
          id={id}
          className={css.input}
          style={{ maxWidth: 360 }}
          value={selected ?? ""}
          disabled={!customers.data}
          onChange={(event) => navigate(event.target.value ? `${path}?customer=${event.target.value}` : path)}
        >
          <option value="" disabled={everyoneLabel === undefined}>
            {customers.isError ? "Customers could not be loaded" : (everyoneLabel ?? "Pick a customer...")}
          </option>
          {customers.data?.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customerName(customer)} ({customer.company ?? customer.email ?? `#${customer.id}`})
            </option>
          ))}
        </select>
        <Link href="/customers" className={css.button.secondary}>
          Manage customers
        </Link>
      </div>
    </section>
  );
}
