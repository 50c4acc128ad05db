import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from "rate-limiter-flexible";

/**
 * Failed sign-ins, counted per client address and per account name (the
 * e-mail typed, whether or not it has an account, so the answer never tells
 * the two apart). Over the limit, sign-in is refused before the password is
 * checked until the window has passed. Counted in Redis when REDIS_URL is set,
 * so every instance shares one count; in process otherwise, or while Redis is
 * unreachable.
 */
export const SIGN_IN_LIMITS = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

export interface SignInLimits {
  /** Minutes to wait, or 0 when this address and account may try now. */
  blockedFor(ip: string, email: string): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  /** A success clears the account's count (not the address's). */
  recordSuccess(email: string): Promise<void>;
}

/**
 * One count per key (an account, an address): rate-limiter-flexible's Redis
 * limiter, whose one Lua script adds the failure and sets the window's expiry
 * together. Counting with INCR and a separate PEXPIRE left, when the
 * connection dropped between the two, a count that never expired and whose
 * reset read as zero: that account was never locked again (docs/reliability.md). Its
 * insurance is the same count in the process: while Redis is unreachable
 * every read, count and clear goes there instead.
 */
function failureCounter(
  options: { redis: Redis | null; redisKeyPrefix: string },
  name: "account" | "address",
  points: number,
  windowMs: number,
): RateLimiterAbstract {
  const duration = windowMs / 1000;
  const memory = new RateLimiterMemory({ points, duration });
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    // The client is ioredis: its API, not node-redis's. Said outright, because the library
    // guesses from the client's class name, which ioredis v6 does not keep.
    useRedisPackage: false,
    // Keys stay `<prefix>sign-in:account:<email>` and `<prefix>sign-in:address:<ip>`.
    keyPrefix: `${options.redisKeyPrefix}sign-in:${name}`,
    points,
    duration,
    insuranceLimiter: memory,
  });
}

export function createSignInLimits(
  options: { redis: Redis | null; redisKeyPrefix: string },
  limits = SIGN_IN_LIMITS,
): SignInLimits {
  const accounts = failureCounter(options, "account", limits.perAccount, limits.windowMs);
  const addresses = failureCounter(options, "address", limits.perAddress, limits.windowMs);
  const accountKey = (email: string) => email.trim().toLowerCase();
  // A count over the limit blocks until its window ends. One without an expiry (left by the
  // old INCR + PEXPIRE) reads as not blocking; the next failure gives it one.
  const waitOf = (count: RateLimiterRes | null, limit: number) =>
    count && count.consumedPoints >= limit ? Math.max(0, count.msBeforeNext) : 0;
  return {
    async blockedFor(ip, email) {
      const [account, address] = await Promise.all([
        accounts.get(accountKey(email)),
        addresses.get(ip),
      ]);
      const wait = Math.max(waitOf(account, limits.perAccount), waitOf(address, limits.perAddress));
      return wait > 0 ? Math.max(1, Math.ceil(wait / 60_000)) : 0;
    },
    async recordFailure(ip, email) {
      // penalty() adds a failure without refusing anything: blockedFor decides.
      await Promise.all([accounts.penalty(accountKey(email)), addresses.penalty(ip)]);
    },
    async recordSuccess(email) {
      await accounts.delete(accountKey(email));
    },
  };
}
