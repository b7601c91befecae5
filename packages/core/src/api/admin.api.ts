import { adminSessionSchema } from "../schemas/admin.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** Checked on the server; success sets the HttpOnly session cookie, a wrong password is a 401 `HttpError`. */
export function adminLogin(password: string, options?: RequestOptions) {
  return requestJson(adminSessionSchema, "POST", apiPaths.adminLogin, { password }, options);
}

export function adminLogout(options?: RequestOptions) {
  return requestJson(adminSessionSchema, "POST", apiPaths.adminLogout, undefined, options);
}

export function getAdminSession(options?: RequestOptions) {
  return requestJson(adminSessionSchema, "GET", apiPaths.adminSession, undefined, options);
}
