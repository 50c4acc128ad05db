import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The render stamp of the forms' minimum fill time (docs/decisions/017-html-forms-first.md): the
 * second a page was served and an HMAC of it, written into the page's forms
 * by the server, so the check works without JavaScript and needs no number the
 * browser reports. Only this server can make one; a stamp is good for a day.
 */

export const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StampCheck =
  | { kind: "valid"; ageMs: number }
  | { kind: "invalid" }
  /** Older than a day, or from the future (another server's clock): sent again with a fresh one. */
  | { kind: "expired" };

export interface FormStamps {
  /** A stamp for a page served at `now` (to the second). */
  issue(now?: number): string;
  check(stamp: string, now?: number): StampCheck;
}

const SHAPE = /^(\d{10,12})\.([A-Za-z0-9_-]{22})$/;

export function createFormStamps(secret: string): FormStamps {
  const sign = (seconds: string) =>
    createHmac("sha256", secret)
      .update(`form-stamp:${seconds}`)
      .digest()
      .subarray(0, 16)
      .toString("base64url");
  return {
    issue(now = Date.now()) {
      const seconds = String(Math.floor(now / 1000));
      return `${seconds}.${sign(seconds)}`;
    },
    check(stamp, now = Date.now()) {
      const match = SHAPE.exec(stamp);
      if (!match) return { kind: "invalid" };
      const [, seconds, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(seconds));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { kind: "invalid" };
      }
      const ageMs = now - Number(seconds) * 1000;
      // A second of slack: the stamp is rounded down to its second.
      if (ageMs < -1000 || ageMs > STAMP_MAX_AGE_MS) return { kind: "expired" };
      return { kind: "valid", ageMs };
    },
  };
}
