import type { MailConfig } from "../config";
import { escapeHtml } from "../http/escape-html";
import type { OutboxMessage } from "./accounts";

/** Sends the invitation and password-reset messages through the SMTP server of SMTP_URL. */
export interface Mailer {
  send(message: OutboxMessage): Promise<void>;
  /** The server as it may be logged: `smtp://mail.example.com:587`, never the user or password. */
  readonly server: string;
  close(): void;
}

export interface MailerOptions {
  /**
   * The longest wait for a connection, for the server's greeting, and for any answer after it. A dead or stuck
   * mail server fails a send after this instead of holding it (tests shorten it).
   */
  timeoutMs?: number;
}

const defaultTimeoutMs = 15_000;

/** One transport, built once from the parsed configuration; a connection per message (they are few). */
export function createMailer(config: MailConfig, options: MailerOptions = {}): Mailer {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  // nodemailer loads when the first mail leaves, not at start: most hubs send none (a few MB of heap).
  const transport = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.password ?? "" } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      // nodemailer logs nothing unless asked; the hub logs the outcome itself (without credentials).
      logger: false,
    }),
  );
  return {
    server: `${config.secure ? "smtps" : "smtp"}://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`,
    async send(message) {
      await (await transport).sendMail({ from: config.from, to: message.email, ...composeMail(message) });
    },
    close() {
      void transport.then((opened) => opened.close());
    },
  };
}

const expiryFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** The subject, plain-text and HTML body of an invitation or a password-reset message. */
export function composeMail(message: OutboxMessage): { subject: string; text: string; html: string } {
  const until = `${expiryFormat.format(message.expiresAt)} UTC`;
  const invitation = message.kind === "invitation";
  const subject = invitation ? "You're invited to Hub of Minds" : "Reset your Hub of Minds password";
  const intro = invitation
    ? `You have been invited to Hub of Minds as ${message.email}. Choose your password with this link:`
    : `Someone, hopefully you, asked to reset the Hub of Minds password of ${message.email}. Choose a new password with this link:`;
  const after = invitation
    ? "Then sign in with your e-mail address and that password."
    : "Choosing a new password signs you out everywhere.";
  const ignore = invitation
    ? "If you did not expect this invitation, you can ignore this message."
    : "If you did not ask for this, ignore this message: your password stays as it is.";
  const expiry = `The link works once, until ${until}.`;
  const text = ["Hello,", intro, message.link, `${expiry} ${after}`, ignore].join("\n\n");
  const link = escapeHtml(message.link);
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    "<p>Hello,</p>",
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(`${expiry} ${after}`)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
