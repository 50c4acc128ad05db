import { z } from "zod";
import { CAPTCHA_ACTION } from "../../app/forms/form-protocol.ts";
import type { SeenTokens } from "./seen-tokens.ts";

/**
 * reCAPTCHA v3 verification. The outcome separates a submission that failed
 * the check (rejected: tell the visitor) from a check that could not be made
 * (unavailable: keep the submission and flag it for review), see
 * docs/decisions/011-captcha-outage.md.
 */
export type CaptchaOutcome =
  | { kind: "passed"; score: number }
  | { kind: "rejected"; reason: string }
  | { kind: "unavailable"; reason: string };

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<CaptchaOutcome>;
}

export interface CaptchaOptions {
  secretKey: string;
  verifyUrl: string;
  minScore: number;
  /** The hostname the token must have been issued on (that of SITE_URL). */
  expectedHostname: string;
  expectedAction?: string;
  /** How long to wait for the verify service; 5 s unless a test says otherwise. */
  timeoutMs?: number;
  seenTokens: SeenTokens;
}

export const CAPTCHA_TIMEOUT_MS = 5000;
/** Tokens live two minutes at the provider; remembering them longer is enough. */
export const SEEN_TOKEN_TTL_MS = 5 * 60_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

// Error codes that mean our own request or configuration is wrong, not the
// visitor: the enquiry is kept (unverified) and the operator sees the log.
const OUR_FAULT = new Set(["missing-input-secret", "invalid-input-secret", "bad-request"]);

export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  const timeoutMs = options.timeoutMs ?? CAPTCHA_TIMEOUT_MS;
  const expectedAction = options.expectedAction ?? CAPTCHA_ACTION;
  const expectedHostname = options.expectedHostname.toLowerCase();

  return {
    async verify(token, remoteIp) {
      // Marked before asking the provider, so two racing requests with one
      // token cannot both pass.
      if (!(await options.seenTokens.firstSighting(token))) {
        return { kind: "rejected", reason: "token already used" };
      }

      let body: unknown;
      try {
        const response = await fetch(options.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            secret: options.secretKey,
            response: token,
            remoteip: remoteIp,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { kind: "unavailable", reason: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        return {
          kind: "unavailable",
          reason: timedOut ? `no answer within ${timeoutMs} ms` : describe(error),
        };
      }

      const parsed = siteverifyAnswer.safeParse(body);
      if (!parsed.success) return { kind: "unavailable", reason: "unreadable answer" };
      const answer = parsed.data;
      const codes = answer["error-codes"] ?? [];
      if (!answer.success) {
        if (codes.some((code) => OUR_FAULT.has(code))) {
          return { kind: "unavailable", reason: `verification refused: ${codes.join(", ")}` };
        }
        return { kind: "rejected", reason: `not successful: ${codes.join(", ") || "no reason"}` };
      }
      if (answer.action !== expectedAction) {
        return { kind: "rejected", reason: `action ${JSON.stringify(answer.action)}` };
      }
      if (answer.hostname?.toLowerCase() !== expectedHostname) {
        return { kind: "rejected", reason: `hostname ${JSON.stringify(answer.hostname)}` };
      }
      if (typeof answer.score !== "number" || answer.score < options.minScore) {
        return { kind: "rejected", reason: `score ${answer.score ?? "missing"}` };
      }
      return { kind: "passed", score: answer.score };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
