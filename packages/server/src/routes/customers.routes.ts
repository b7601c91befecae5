import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../http/api-error";
import type { createCustomersService } from "../services/customers.service";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export function customersRoutes(customers: ReturnType<typeof createCustomersService>) {
  return new Hono().get("/:id", async (c) => {
    const raw = c.req.param("id");
    const id = /^\d+$/.test(raw) ? idSchema.safeParse(raw) : undefined;
    if (!id?.success)
      throw new ApiError(400, "invalid_request", "Customer id must be a positive whole number", { id: raw });
    return c.json(await customers.get(id.data));
  });
}
