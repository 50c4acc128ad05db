import { createHmac } from "node:crypto";

/** The header of every delivery: when it was signed, and the signature (docs/integrations.md). */
export const SIGNATURE_HEADER = "Genesis-Signature";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * webhook's secret (its UTF-8 bytes). Signed again at every attempt, so a
 * receiver can refuse an old delivery replayed (the docs suggest 5 minutes).
 */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${rawBody}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}
