import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, createSignInLimits } from "./sign-in-limits.ts";

// The console's sign-in limits, counted in the process or, when TEST_REDIS_URL
// is set, in a real Redis as every instance shares them.

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const stores = [
  { store: "in the process", redis: () => null },
  ...(redisUrl ? [{ store: "in Redis", redis: () => new Redis(redisUrl) }] : []),
];

describe.each(stores)("sign-in limits counted $store", ({ redis: connect }) => {
  const redis = connect();
  const prefix = `test-${randomUUID()}:`;
  const limits = createSignInLimits({ redis, redisKeyPrefix: prefix });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const fail = async (ip: string, email: string, times: number) => {
    for (let i = 0; i < times; i++) await limits.recordFailure(ip, email);
  };

  it("locks an account for 15 minutes after 5 failures, from whatever addresses", async () => {
    const email = "ada@example.com";
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
      await limits.recordFailure(`10.1.0.${i}`, email);
    }
    expect(await limits.blockedFor("10.1.1.1", email)).toBe(0);
    await limits.recordFailure("10.1.0.9", email);
    expect(await limits.blockedFor("10.1.1.1", email)).toBe(15);
    // Counted by the name typed: the same account however it is written.
    expect(await limits.blockedFor("10.1.1.1", "  ADA@example.COM ")).toBe(15);
    expect(await limits.blockedFor("10.1.1.1", "grace@example.com")).toBe(0);
  });

  it("locks an address after 20 failures across accounts", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress - 1; i++) {
      await limits.recordFailure(ip, `user${i}@example.com`);
    }
    expect(await limits.blockedFor(ip, "new@example.com")).toBe(0);
    await limits.recordFailure(ip, "user19@example.com");
    expect(await limits.blockedFor(ip, "new@example.com")).toBe(15);
    expect(await limits.blockedFor("10.2.0.2", "new@example.com")).toBe(0);
  });

  it("clears the account's count on a success, not the address's", async () => {
    const ip = "10.3.0.1";
    await fail(ip, "linus@example.com", SIGN_IN_LIMITS.perAccount - 1);
    await limits.recordSuccess("linus@example.com");
    await fail(ip, "linus@example.com", SIGN_IN_LIMITS.perAccount - 1);
    expect(await limits.blockedFor("10.3.9.9", "linus@example.com")).toBe(0);
    // The address has counted all eight.
    await fail(ip, "other@example.com", SIGN_IN_LIMITS.perAddress - 8 - 1);
    expect(await limits.blockedFor(ip, "third@example.com")).toBe(0);
    await limits.recordFailure(ip, "other@example.com");
    expect(await limits.blockedFor(ip, "third@example.com")).toBe(15);
  });

  it.runIf(redis)("writes no key without the window's expiry", async () => {
    await fail("10.4.0.1", "barbara@example.com", 3);
    const keys = await redis!.keys(`${prefix}*`);
    expect(keys).toContain(`${prefix}sign-in:account:barbara@example.com`);
    expect(keys).toContain(`${prefix}sign-in:address:10.4.0.1`);
    for (const key of keys) {
      const ttl = await redis!.pttl(key);
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs);
    }
  });
});
