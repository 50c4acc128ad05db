import type { OutboxMessage } from "../db/outbox.ts";
import { enquiryCopy } from "../../app/admin/enquiries/enquiries-words.ts";
import { revealInvisible } from "../security/visible-text.ts";
import { singleLine } from "./enquiry-email.ts";

/**
 * The agency's answer to a visitor, written in the console. It goes from
 * MAIL_FROM (the relay's sender) to the address the visitor gave; a reply to
 * it reaches the person who wrote it (Reply-To). The visitor's own message is
 * quoted below, as a mail client would. Header values reach nodemailer only
 * through its structured fields, with line breaks removed first.
 */
export function enquiryReply(reply: {
  to: string;
  subject: string;
  original: { name: string; message: string; sentAt: string };
  text: string;
  replier: string;
  siteName: string;
}): OutboxMessage {
  const quoted = revealInvisible(reply.original.message)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: singleLine(reply.to),
    subject: enquiryCopy.replySubject(singleLine(reply.subject)),
    replyTo: { name: singleLine(reply.siteName), address: singleLine(reply.replier) },
    text: [
      reply.text.replace(/\r\n/g, "\n"),
      "",
      enquiryCopy.replyQuoteLine(singleLine(reply.original.name), reply.original.sentAt),
      quoted,
    ].join("\n"),
  };
}
