import nodemailer from "nodemailer";

/** What the relay needs of a mail transport; nodemailer's SMTP transport in production. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: { name: string; address: string };
    headers?: Record<string, string>;
    subject: string;
    text: string;
    messageId: string;
  }): Promise<unknown>;
  close(): void;
}

/**
 * An SMTP transport for SMTP_URL. Timeouts are bounded so a silent mail server
 * delays one attempt, not the relay; the lease on a claimed e-mail outlasts them.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
