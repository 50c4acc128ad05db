import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it accepts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /**
   * From now on refuses every recipient with this SMTP reply (550: permanent,
   * 451: temporary), or accepts again with null. Refusals are counted.
   */
  reject(reply: { code: number; message: string } | null): void;
  rejected(): number;
  /** Resolves once at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** `answerAfterMs`: how long the server takes to accept each message it has read (a slow server). */
export async function startSmtpSink(
  port = 0,
  { answerAfterMs = 0 }: { answerAfterMs?: number } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | null = null;
  let rejected = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A reverse DNS lookup per connection only slows the tests down.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback();
      rejected += 1;
      callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        messages.push({
          from: from ? from.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        setTimeout(callback, answerAfterMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client's connection error (ECONNRESET when the fault tests kill the server mid-message)
  // is emitted on the server: without a listener it would be an uncaught exception.
  server.on("error", () => {});
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    reject(reply) {
      rejection = reply;
    },
    rejected: () => rejected,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} e-mails, received ${messages.length}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
