import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { customerIdOf } from "../http/customer-id";
import type { createCustomersService } from "../services/customers.service";

export function customersRoutes(app: ApiApp, customers: ReturnType<typeof createCustomersService>) {
  app.openapi(apiRoutes.getCustomer, async (c) =>
    c.json(await customers.get(customerIdOf(c.req.valid("param").id)), 200),
  );
}
