import type { SpamReason } from "../../app/lib/admin/spam.ts";

/** What the spam score decided about a row, as storing it needs it (server/forms/spam-check.ts). */
export interface SpamFiling {
  score: number;
  reasons: SpamReason[];
  spam: boolean;
  messageHash: string;
}

/**
 * The spam columns of a new enquiry or comment (migration 018): its score and
 * reasons (JSON), the hash later rows compare their text with, and when it was
 * filed as spam (the purge counts 30 days from then). All null when unscored.
 */
export function spamColumns(spam: SpamFiling | null | undefined, now: Date) {
  return {
    spam_score: spam ? spam.score : null,
    spam_reasons: spam ? JSON.stringify(spam.reasons) : null,
    message_hash: spam ? spam.messageHash : null,
    spam_at: spam?.spam ? now.toISOString() : null,
  };
}

/** The stored reasons, read back; [] for a row without any (or a value that is not a list). */
export function parseSpamReasons(value: string | null): SpamReason[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as SpamReason[]) : [];
  } catch {
    return [];
  }
}
