import { apiRoutes, type OutboxEntry } from "@hub-of-minds/core";
import type { Accounts, OutboxMessage } from "../auth/accounts";
import type { ApiApp } from "../http/api-app";
import { customerIdOf } from "../http/customer-id";
import type { ActivityLog } from "../services/activity.service";
import type { CustomersService } from "../services/customers.service";

const asLink = (message: OutboxMessage) => ({ ...message, expiresAt: message.expiresAt.toISOString() });

export function customersRoutes(
  app: ApiApp,
  customers: CustomersService,
  accounts: Accounts,
  activity: ActivityLog,
  /** SUPPORT_EMAIL, if set. */
  supportEmail?: string,
) {
  app.openapi(apiRoutes.getCustomer, async (c) =>
    c.json(await customers.get(customerIdOf(c.req.valid("param").id)), 200),
  );
  app.openapi(apiRoutes.listCustomers, async (c) => c.json(await customers.list(), 200));
  app.openapi(apiRoutes.createCustomer, async (c) => {
    const input = c.req.valid("json");
    const customer = await customers.insert(input);
    try {
      await accounts.createCustomerUser({
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        customerId: customer.id,
      });
    } catch (err) {
      // No customer without a person to sign in for it (e.g. the e-mail was taken meanwhile).
      await customers.remove(customer.id);
      throw err;
    }
    const invitation = await accounts.issueLink(input.email, c.req.raw);
    await activity.record("customer_invited", `Customer ${customer.id} invited`, { customerId: customer.id });
    return c.json({ customer: { ...customer, email: input.email.toLowerCase() }, invitation: asLink(invitation) }, 201);
  });
  app.openapi(apiRoutes.issueCustomerLink, async (c) => {
    const id = customerIdOf(c.req.valid("param").id);
    await customers.get(id);
    return c.json(asLink(await accounts.issueLink(await customers.emailOf(id), c.req.raw)), 200);
  });
  app.openapi(apiRoutes.listOutbox, async (c) => {
    const rows = await accounts.outbox();
    return c.json(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind as OutboxMessage["kind"],
        email: row.email,
        link: row.link,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        mailStatus: row.mailStatus as OutboxEntry["mailStatus"],
        mailError: row.mailError,
        mailedAt: row.mailedAt?.toISOString() ?? null,
      })),
      200,
    );
  });
  // The hub's support address goes to everyone (the support page's Start Email), only when one is set.
  const support = supportEmail ? { supportEmail } : {};
  app.openapi(apiRoutes.getMe, async (c) => {
    const account = await accounts.sessionOf(c.req.raw);
    if (!account) return c.json({ account: null, ...support }, 200);
    const { email, name, role, customerId } = account;
    return c.json({ account: { email, name, role, customerId }, ...support }, 200);
  });
}
