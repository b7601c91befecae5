import type { CreatedCustomer } from "@hub-of-minds/core";

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

const jsonPost = (app: Requester, path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The token of an invitation or reset link (`.../reset-password/<token>?callbackURL=...`). */
export const tokenOf = (link: string) => /\/reset-password\/([^/?]+)/.exec(link)?.[1] ?? "";

/**
 * What a new customer does: the administrator invites them, they choose a password with the link, they sign
 * in. Answers the customer id and the customer's session Cookie header.
 */
export async function inviteAndSignIn(
  app: Requester,
  adminCookie: string,
  email: string,
  password = "a-long-customer-password",
): Promise<{ id: number; cookie: string; created: CreatedCustomer }> {
  const invited = await jsonPost(
    app,
    "/api/customers",
    { email, firstName: "Grace", lastName: "Hopper", company: "Navy", plan: "pro", apiQuota: 50_000 },
    adminCookie,
  );
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${await invited.text()}`);
  const created = (await invited.json()) as CreatedCustomer;
  const reset = await jsonPost(app, "/api/auth/reset-password", {
    token: tokenOf(created.invitation.link),
    newPassword: password,
  });
  if (reset.status !== 200) throw new Error(`choosing a password failed: ${reset.status} ${await reset.text()}`);
  return { id: created.customer.id, cookie: await signIn(app, email, password), created };
}

/** Signs in at /api/auth/sign-in/email and answers the Cookie header of the session. */
export async function signIn(app: Requester, email: string, password: string): Promise<string> {
  const answer = await jsonPost(app, "/api/auth/sign-in/email", { email, password });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie;
}
