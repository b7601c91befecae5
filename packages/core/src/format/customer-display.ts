import type { Customer } from "../schemas/customer.schema";

type CustomerName = Pick<Customer, "firstName" | "lastName" | "username">;

/** Header name of the Personality Hub: full name, else username, else 'Customer' (spec 000). */
export function customerDisplayName(customer: CustomerName): string {
  const fullName = [customer.firstName, customer.lastName].filter(Boolean).join(" ").trim();
  return fullName || customer.username || "Customer";
}

/** The avatar letter. */
export function customerInitial(customer: CustomerName): string {
  return customerDisplayName(customer).charAt(0).toUpperCase();
}

/** Tokens left on the plan, never negative. */
export function apiTokensRemaining(customer: Pick<Customer, "apiQuota" | "apiUsed">): number {
  return Math.max(0, customer.apiQuota - customer.apiUsed);
}
