/**
 * What the newsletter's public pages can ask of the server (built by
 * server/http/app.ts from server/db/newsletter.ts): the double opt-in's
 * confirmation link and the unsubscribe link (docs/newsletter.md).
 */
export type ConfirmOutcome = "confirmed" | "expired" | "invalid";

/** What an unsubscribe link leads to; the address is shown masked (a•••@example.com). */
export type UnsubscribeLink =
  { state: "valid"; maskedEmail: string; unsubscribed: boolean } | { state: "invalid" };

export interface NewsletterContext {
  /** Uses a one-time confirmation link: pending → confirmed. Expired or unknown: nothing changes. */
  confirm(token: string): Promise<ConfirmOutcome>;
  unsubscribeLink(token: string): Promise<UnsubscribeLink>;
  unsubscribe(token: string): Promise<"unsubscribed" | "already" | "invalid">;
}
