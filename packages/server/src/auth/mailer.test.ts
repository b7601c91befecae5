import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "./accounts";
import { composeMail, createMailer } from "./mailer";

const message: OutboxMessage = {
  kind: "invitation",
  email: "ada@example.com",
  link: "https://hub.example.com/api/auth/reset-password/abc?callbackURL=%2Fsign-in&x=<1>",
  expiresAt: new Date("2026-11-29T23:31:00Z"),
};

describe("the invitation and reset messages", () => {
  it("say what the link is for and until when it works, in text and in escaped HTML", () => {
    const invitation = composeMail(message);
    expect(invitation.subject).toBe("You're invited to Hub of Minds");
    expect(invitation.text).toContain(`\n\n${message.link}\n\n`);
    expect(invitation.text).toContain("The link works once, until 29 November 2026 at 23:31 UTC.");
    expect(invitation.html).toContain(
      '<a href="https://hub.example.com/api/auth/reset-password/abc?callbackURL=%2Fsign-in&amp;x=&lt;1&gt;">',
    );
    expect(invitation.html).not.toContain("<1>");
    const reset = composeMail({ ...message, kind: "password_reset" });
    expect(reset.subject).toBe("Reset your Hub of Minds password");
    expect(reset.text).toContain("If you did not ask for this, ignore this message");
  });
});

describe("a mail server that never answers", () => {
  const sockets = new Set<Socket>();
  // Takes the connection and says nothing: no greeting ever comes.
  const silent = createServer((socket) => sockets.add(socket));
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it("fails the send after the timeout instead of holding it", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer(
      { host: "127.0.0.1", port, secure: false, user: undefined, password: undefined, from: "no-reply@hub.test" },
      { timeoutMs: 200 },
    );
    expect(mailer.server).toBe(`smtp://127.0.0.1:${port}`);
    await expect(mailer.send(message)).rejects.toThrow(/greeting/i);
    expect(sockets.size).toBe(1);
    mailer.close();
  });
});
