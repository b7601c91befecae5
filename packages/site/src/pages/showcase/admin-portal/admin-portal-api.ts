import { type AdminSession, type AdminStatusCard, callApi, type StoredSupportTicket } from "@hub-of-minds/core";
import { adminSessionQueryKey } from "../../../auth/use-account";

/** Everything the portal asks the server; stories and tests pass their own. */
export interface AdminPortalApi {
  getSession(): Promise<AdminSession>;
  login(password: string): Promise<AdminSession>;
  logout(): Promise<AdminSession>;
  statusCards(): Promise<AdminStatusCard[]>;
  tickets(): Promise<StoredSupportTicket[]>;
}

export const serverAdminPortalApi: AdminPortalApi = {
  getSession: () => callApi("getAdminSession"),
  login: (password) => callApi("adminLogin", { body: { password } }),
  logout: () => callApi("adminLogout"),
  statusCards: () => callApi("getAdminStatus"),
  tickets: () => callApi("listSupportTickets"),
};

/** Query keys of the portal's data; removed on logout so nothing lingers in the cache. */
export const adminPortalQueryKeys = {
  all: ["showcase-admin"],
  session: adminSessionQueryKey,
  status: ["showcase-admin", "status"],
  tickets: ["showcase-admin", "tickets"],
} as const;
