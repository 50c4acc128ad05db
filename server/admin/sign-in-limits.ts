import type { Redis } from "ioredis";

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

interface Counter {
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  increment(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

function memoryCounter(windowMs: number): Counter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async get(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - Date.now() : 0 };
    },
    async increment(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: Date.now() + windowMs });
      // Forget finished windows now and then, so the map stays small.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

function redisCounter(redis: Redis, prefix: string, windowMs: number, fallback: Counter): Counter {
  return {
    async get(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
      } catch {
        return fallback.get(key);
      }
    },
    async increment(key) {
      try {
        const count = await redis.incr(prefix + key);
        if (count === 1) await redis.pexpire(prefix + key, windowMs);
      } catch {
        await fallback.increment(key);
      }
    },
    async clear(key) {
      try {
        await redis.del(prefix + key);
      } catch {
        await fallback.clear(key);
      }
    },
  };
}

export function createSignInLimits(
  options: { redis: Redis | null; redisKeyPrefix: string },
  limits = SIGN_IN_LIMITS,
): SignInLimits {
  const memory = memoryCounter(limits.windowMs);
  const counter = options.redis
    ? redisCounter(options.redis, `${options.redisKeyPrefix}sign-in:`, limits.windowMs, memory)
    : memory;
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;
  return {
    async blockedFor(ip, email) {
      const [account, address] = await Promise.all([
        counter.get(accountKey(email)),
        counter.get(addressKey(ip)),
      ]);
      const waits = [
        account.count >= limits.perAccount ? account.resetInMs : 0,
        address.count >= limits.perAddress ? address.resetInMs : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.max(1, Math.ceil(wait / 60_000)) : 0;
    },
    async recordFailure(ip, email) {
      await Promise.all([counter.increment(accountKey(email)), counter.increment(addressKey(ip))]);
    },
    async recordSuccess(email) {
      await counter.clear(accountKey(email));
    },
  };
}
