import type { OutboxMessage } from "../db/outbox.ts";

/**
 * The console's e-mails to its own users: an invitation and a password-reset
 * link. Both go through the outbox like the enquiry notifications, addressed
 * to the user (`to`) rather than to the agency. Neither contains anything the
 * recipient typed, only our words, their address and the one-time link.
 */

const roleNames = { owner: "an owner", editor: "an editor" } as const;

export function invitationEmail({
  to,
  link,
  role,
  invitedBy,
  validHours,
}: {
  to: string;
  link: string;
  role: keyof typeof roleNames;
  invitedBy: string;
  validHours: number;
}): OutboxMessage {
  return {
    to,
    replyTo: null,
    subject: "Your invitation to the Genesis console",
    text: [
      `${invitedBy} has invited you to the Genesis console as ${roleNames[role]}.`,
      "",
      "Choose your password here to finish setting up your account:",
      link,
      "",
      `The link works once and for ${validHours} hours. If it has run out, ask ${invitedBy} for a new invitation.`,
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n"),
  };
}

export function passwordResetEmail({
  to,
  link,
  validMinutes,
}: {
  to: string;
  link: string;
  validMinutes: number;
}): OutboxMessage {
  return {
    to,
    replyTo: null,
    subject: "Reset your Genesis console password",
    text: [
      "Someone (we hope you) asked to reset the password of your Genesis console account.",
      "",
      "Choose a new password here:",
      link,
      "",
      `The link works once and for ${validMinutes} minutes. Setting a new password signs you out everywhere.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
