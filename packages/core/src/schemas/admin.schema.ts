import { z } from "zod";

/** `POST /api/admin/login` body; checked against a hash on the server, never in the browser. */
export const adminLoginSchema = z.object({ password: z.string().min(1).max(256) });
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** Answer of login, logout and `GET /api/admin/session`: whether the HttpOnly session cookie is valid. */
export const adminSessionSchema = z.object({ active: z.boolean() });
export type AdminSession = z.infer<typeof adminSessionSchema>;
