import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  /** Its SMTP_URL, with the test account's user and password (%-escaped). */
  url: string;
  /** Messages as received, in order: `next()` answers the first not yet taken, waiting for it if need be. */
  next(): Promise<ParsedMail>;
  /** How many messages were taken (DATA accepted) and refused (at RCPT TO) so far. */
  readonly received: number;
  readonly refused: number;
  /** When true, every recipient is refused with 550 (a mail server that will not take the message). */
  refuse: boolean;
  /** A slow mail server: messages are read but not answered until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export const testSmtpUser = "hub";
export const testSmtpPassword = "p@ss:word";

/**
 * A real SMTP server (smtp-server, from the nodemailer project) on 127.0.0.1 and a free port, asking for the
 * test account's password, without STARTTLS (it would present a self-signed certificate).
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const queue: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  let received = 0;
  let refused = 0;
  const state = { refuse: false, holding: false };
  let held: (() => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const ok = auth.username === testSmtpUser && auth.password === testSmtpPassword;
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      refused += 1;
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const accept = () => {
            received += 1;
            callback();
            const waiter = waiting.shift();
            if (waiter) waiter(mail);
            else queue.push(mail);
          };
          if (state.holding) held.push(accept);
          else accept();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${testSmtpUser}:${encodeURIComponent(testSmtpPassword)}@127.0.0.1:${port}`,
    next() {
      const mail = queue.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    get received() {
      return received;
    },
    get refused() {
      return refused;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    hold() {
      state.holding = true;
    },
    release() {
      state.holding = false;
      for (const accept of held) accept();
      held = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
