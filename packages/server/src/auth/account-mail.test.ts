import type { CreatedCustomer, OutboxEntry } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailConfig } from "../config";
import { json } from "../testing/json";
import { inviteAndSignIn } from "../testing/test-accounts";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/test-smtp-server";

// The hub as SMTP_URL configures it, mailing to a real SMTP server on 127.0.0.1 (smtp-server).
let smtp: TestSmtpServer;
let t: TestHub;
let admin: string;
const logged: string[] = [];
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestHub({
    mail: readMailConfig({ SMTP_URL: smtp.url }, "https://hub.example.com"),
    log: (line) => logged.push(line),
  });
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (path: string, body: unknown, cookie?: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const invite = (email: string) =>
  post("/api/customers", { email, firstName: "Ada", lastName: "Lovelace", plan: "pro", apiQuota: 1000 }, admin);
/** The outbox as the administrator reads it, once every mail being sent has its outcome. */
async function outboxOf(email: string): Promise<OutboxEntry[]> {
  await t.hub.accounts.mailSettled();
  const rows = await json<OutboxEntry[]>(await t.app.request("/api/outbox", { headers: { cookie: admin } }));
  return rows.filter((row) => row.email === email);
}

describe("invitation and reset links mailed through SMTP_URL", () => {
  it("mails the invitation, with the link the answer and the outbox hold, and records it as sent", async () => {
    expect(logged).toContain(
      `Invitations and reset links are mailed through smtp://127.0.0.1:${new URL(smtp.url).port}.`,
    );
    const answer = await invite("ada@example.com");
    expect(answer.status).toBe(201);
    const { invitation } = await json<CreatedCustomer>(answer);

    const mail = await smtp.next();
    expect(mail.subject).toBe("You're invited to Hub of Minds");
    expect(mail.from?.value).toEqual([{ name: "Hub of Minds", address: "no-reply@hub.example.com" }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
      "ada@example.com",
    ]);
    expect(mail.text).toContain(`\n${invitation.link}\n`);
    expect(mail.text).toMatch(/The link works once, until \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\./);
    expect(mail.html).toContain(`href="${invitation.link}"`);

    const [row] = await outboxOf("ada@example.com");
    expect(row).toMatchObject({ kind: "invitation", link: invitation.link, mailStatus: "sent", mailError: null });
    expect(Date.parse(row?.mailedAt ?? "")).toBeGreaterThan(0);
  });

  it("answers before the mail server does: the outbox shows the mail on its way until it has", async () => {
    smtp.hold();
    try {
      const answer = await invite("slow@example.com");
      expect(answer.status).toBe(201);
      const rows = await json<OutboxEntry[]>(await t.app.request("/api/outbox", { headers: { cookie: admin } }));
      expect(rows.find((row) => row.email === "slow@example.com")).toMatchObject({ mailStatus: "sending" });
    } finally {
      smtp.release();
    }
    expect((await smtp.next()).subject).toBe("You're invited to Hub of Minds");
    expect((await outboxOf("slow@example.com"))[0]).toMatchObject({ mailStatus: "sent" });
  });

  it("mails a password reset a customer asks for, with the outbox's link", async () => {
    await inviteAndSignIn(t.app, admin, "grace@example.com");
    expect((await smtp.next()).subject).toBe("You're invited to Hub of Minds");
    const asked = await post("/api/auth/request-password-reset", {
      email: "grace@example.com",
      redirectTo: "/sign-in",
    });
    expect(asked.status).toBe(200);

    const mail = await smtp.next();
    expect(mail.subject).toBe("Reset your Hub of Minds password");
    const [row] = await outboxOf("grace@example.com");
    expect(row).toMatchObject({ kind: "password_reset", mailStatus: "sent" });
    expect(mail.text).toContain(`\n${row?.link}\n`);
    expect(mail.text).toContain("Choosing a new password signs you out everywhere.");
  });

  it("still answers 201 with the link when the mail server refuses it, and records and logs why", async () => {
    smtp.refuse = true;
    try {
      const answer = await invite("refused@example.com");
      expect(answer.status).toBe(201);
      const { invitation } = await json<CreatedCustomer>(answer);
      const [row] = await outboxOf("refused@example.com");
      expect(row).toMatchObject({ link: invitation.link, mailStatus: "failed" });
      expect(row?.mailError).toMatch(/550/);
      expect(smtp.refused).toBe(1);
      expect(logged.some((line) => line.startsWith("The invitation mail to refused@example.com was not sent:"))).toBe(
        true,
      );
    } finally {
      smtp.refuse = false;
    }
  });

  it("still answers 201 with the link when the mail server is down", async () => {
    const received = smtp.received;
    await smtp.close();
    const answer = await invite("down@example.com");
    expect(answer.status).toBe(201);
    const { invitation } = await json<CreatedCustomer>(answer);
    const [row] = await outboxOf("down@example.com");
    expect(row).toMatchObject({ link: invitation.link, mailStatus: "failed" });
    expect(row?.mailError).toMatch(/ECONNREFUSED/);
    expect(smtp.received).toBe(received);
    // The password of SMTP_URL is in no line the hub logged.
    expect(logged.join("\n")).not.toContain("p@ss");
  });
});
