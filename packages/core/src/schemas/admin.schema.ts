import { z } from "zod";
import { adminStatusLevels, adminStatusTrends } from "../data/admin-portal.data";

/** `POST /api/admin/login` body; checked against a hash on the server, never in the browser. */
export const adminLoginSchema = z.object({ password: z.string().min(1).max(256) });
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** Answer of login, logout and `GET /api/admin/session`: whether the HttpOnly session cookie is valid. */
export const adminSessionSchema = z.object({ active: z.boolean() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** A System Overview card of the admin portal (the eight are zod-free, in data/admin-portal.data.ts). */
export const adminStatusCardSchema = z.object({
  name: z.string().min(1),
  value: z.string().min(1),
  status: z.enum(adminStatusLevels),
  trend: z.enum(adminStatusTrends),
});
export type AdminStatusCard = z.infer<typeof adminStatusCardSchema>;
