import { createHash } from "node:crypto";
import { spamReasonTexts } from "../../app/content/admin/spam.ts";
import type { SpamAssessment, SpamReason, SpamSignal } from "../../app/lib/admin/spam.ts";

/**
 * The spam score of a submission (docs/decisions/041-spam-folder.md):
 * pure rules over what the site already knows about it. Each signal adds its
 * weight (SPAM_WEIGHT_*, server/config.ts) with a reason; a score at or above
 * SPAM_THRESHOLD files the row as spam. Nothing here stores or drops anything.
 */

export interface SpamSettings {
  /** A score at or above this files the row as spam. */
  threshold: number;
  /**
   * Points per signal: `captcha-score` is scaled by how far reCAPTCHA's score is
   * from 1.0, `links` is given per link (up to MAX_LINKS), the others once.
   */
  weights: Record<SpamSignal, number>;
}

/** The rules' fixed limits (documented in docs/console.md, "Spam"). */
export const SPAM_LIMITS = {
  /** A form sent sooner than this after its page was served counts as fast. */
  fastFillMs: 5000,
  /** Earlier rows from the same e-mail address, within senderWindowMs, that make a flood. */
  senderRepeats: 3,
  senderWindowMs: 60 * 60 * 1000,
  /** Links counted at most. */
  maxLinks: 4,
  /** How far back the same text counts as sent again. */
  repeatWindowMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** What is known about one submission when it arrives. */
export interface SpamSignals {
  /** reCAPTCHA's score (0–1) when it answered; null when captcha is off or was not reached. */
  captchaScore: number | null;
  /** Milliseconds between the page being served and the form arriving; null when unknown. */
  fillMs: number | null;
  /** Rows from the same e-mail address in the hour before. */
  sameSender: number;
  /** Links in the message. */
  links: number;
  /** Rows with the same normalised text in the last 7 days. */
  sameText: number;
  /** The address's domain when it is a disposable-mail service; else null. */
  disposableDomain: string | null;
}

export interface SpamVerdict extends SpamAssessment {
  spam: boolean;
}

/** Adds up the signals. Only signals that add points are given as reasons. */
export function scoreSpam(signals: SpamSignals, settings: SpamSettings): SpamVerdict {
  const { weights } = settings;
  const reasons: SpamReason[] = [];
  const add = (code: SpamSignal, points: number, text: string) => {
    const rounded = Math.round(points);
    if (rounded > 0) reasons.push({ code, points: rounded, text });
  };
  if (signals.captchaScore !== null) {
    const score = Math.min(1, Math.max(0, signals.captchaScore));
    add(
      "captcha-score",
      weights["captcha-score"] * (1 - score),
      spamReasonTexts["captcha-score"](score),
    );
  }
  if (signals.fillMs !== null && signals.fillMs < SPAM_LIMITS.fastFillMs) {
    add(
      "fast-fill",
      weights["fast-fill"],
      spamReasonTexts["fast-fill"](Math.max(0, signals.fillMs) / 1000),
    );
  }
  if (signals.sameSender >= SPAM_LIMITS.senderRepeats) {
    add("sender-rate", weights["sender-rate"], spamReasonTexts["sender-rate"](signals.sameSender));
  }
  if (signals.links > 0) {
    const counted = Math.min(signals.links, SPAM_LIMITS.maxLinks);
    add("links", weights.links * counted, spamReasonTexts.links(signals.links));
  }
  if (signals.sameText > 0) {
    add(
      "repeated-text",
      weights["repeated-text"],
      spamReasonTexts["repeated-text"](signals.sameText),
    );
  }
  if (signals.disposableDomain) {
    add(
      "disposable-domain",
      weights["disposable-domain"],
      spamReasonTexts["disposable-domain"](signals.disposableDomain),
    );
  }
  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { score, reasons, spam: score >= settings.threshold };
}

// An address written out (http://, https://) or starting with www.; one match each.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/giu;

/** How many links a text holds. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * The text as compared for "sent again": Unicode-normalised, lower case, with
 * only its letters and digits, so spacing, punctuation and case do not make a
 * copy look new.
 */
export function normaliseMessage(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** SHA-256 (hex) of the normalised text: stored with the row, compared with later ones. */
export function messageHash(text: string): string {
  return createHash("sha256").update(normaliseMessage(text)).digest("hex");
}

/** The domain of an e-mail address, lower case ("" when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, "");
}
