import type { CreatedCustomer } from "@hub-of-minds/core";
import type { Page } from "playwright-core";

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The administrator invites a new customer through the API; answers the invitation and the e-mail used. */
export async function inviteCustomer(baseUrl: string, adminPassword: string, label: string) {
  const login = await post(`${baseUrl}/api/admin/login`, { password: adminPassword });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const email = `${label}-${Date.now()}@example.com`;
  const answer = await post(
    `${baseUrl}/api/customers`,
    { email, firstName: "Grace", lastName: "Hopper", company: "Compilers Inc", plan: "pro", apiQuota: 50_000 },
    cookie,
  );
  if (answer.status !== 201) throw new Error(`invite failed: ${answer.status} ${await answer.text()}`);
  return { email, created: (await answer.json()) as CreatedCustomer, adminCookie: cookie };
}

/** What the invited customer does in the browser: opens the link, chooses a password, signs in. */
export async function acceptInvitation(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await page.getByRole("heading", { name: "Choose your password" }).waitFor();
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByTestId("password-set").waitFor();
  await signInAs(page, email, password);
}

/** Signs in on /sign-in (the page must show the sign-in form). */
export async function signInAs(page: Page, email: string, password: string) {
  // The page's own form: the shell's account corner has a Sign in button too.
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}
