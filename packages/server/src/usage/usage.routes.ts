import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { customerIdOf } from "../http/customer-id";
import type { CustomersService } from "../services/customers.service";
import { type UsageService, usageCsv } from "./usage.service";

/** A customer's usage as rows and as CSV (the session guard has already matched the customer to the caller). */
export function usageRoutes(app: ApiApp, usage: UsageService, customers: CustomersService) {
  app.openapi(apiRoutes.getCustomerUsage, async (c) => {
    const id = customerIdOf(c.req.valid("param").id);
    await customers.get(id);
    return c.json(await usage.rows(id, c.req.valid("query")), 200);
  });
  app.openapi(apiRoutes.getCustomerUsageCsv, async (c) => {
    const id = customerIdOf(c.req.valid("param").id);
    await customers.get(id);
    const query = c.req.valid("query");
    const csv = usageCsv(await usage.rows(id, query), query.groupBy);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="usage-customer-${id}-${query.groupBy}.csv"`,
    });
  });
}
