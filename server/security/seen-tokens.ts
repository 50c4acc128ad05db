import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Remembers one-time tokens (reCAPTCHA answers) for a while, so a token used
 * once cannot be used again. In process by default; in Redis when several
 * instances must agree. Only a hash of each token is kept.
 */
export interface SeenTokens {
  /** True the first time a token is seen within the memory window, false after. */
  firstSighting(token: string): Promise<boolean>;
}

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

export function memorySeenTokens(ttlMs: number, now: () => number = Date.now): SeenTokens {
  const expiries = new Map<string, number>();
  let nextSweep = 0;
  return {
    async firstSighting(token) {
      const time = now();
      // Sweeping at most once per window keeps each call cheap; the rate limit
      // bounds how many tokens can arrive in one window.
      if (time >= nextSweep) {
        for (const [key, expiry] of expiries) if (expiry <= time) expiries.delete(key);
        nextSweep = time + ttlMs;
      }
      const key = hash(token);
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > time) return false;
      expiries.set(key, time + ttlMs);
      return true;
    },
  };
}

export function redisSeenTokens(
  redis: Redis,
  keyPrefix: string,
  ttlMs: number,
  onError: (error: unknown) => void,
): SeenTokens {
  return {
    async firstSighting(token) {
      try {
        // SET NX is atomic: of two instances racing with one token, one wins.
        return (await redis.set(`${keyPrefix}${hash(token)}`, "1", "PX", ttlMs, "NX")) === "OK";
      } catch (error) {
        // Fail open: the verify service rejects reused tokens itself, and an
        // enquiry must not be refused because Redis is down.
        onError(error);
        return true;
      }
    },
  };
}
