/**
 * The spam score of an enquiry or comment (docs/decisions/041-spam-folder.md):
 * what the server weighed when the row arrived, as the console shows it. The score is
 * computed by server/forms/spam-score.ts; the words of each reason are in
 * app/content/admin/spam.ts and are stored with the row as they were then.
 */

/** Every signal the score adds up, in the order the console lists them. */
export const SPAM_SIGNALS = [
  "captcha-score",
  "fast-fill",
  "sender-rate",
  "links",
  "repeated-text",
  "disposable-domain",
] as const;
export type SpamSignal = (typeof SPAM_SIGNALS)[number];

/** One reason: a machine code, the points it added and the sentence a person reads. */
export interface SpamReason {
  code: SpamSignal;
  points: number;
  text: string;
}

/** What the score said about a row; null for rows stored before it existed (migration 018). */
export interface SpamAssessment {
  score: number;
  reasons: SpamReason[];
}
