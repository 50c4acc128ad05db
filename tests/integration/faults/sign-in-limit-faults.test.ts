import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SIGN_IN_LIMITS,
  createSignInLimits,
} from "../../../server/admin/accounts/sign-in-limits.ts";
import { openRedis, redisReady } from "../../../server/db/redis.ts";
import { faultFigures, timeUntil } from "../../support/fault-figures.ts";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy.ts";

/**
 * The console's sign-in limits when the connection to Redis breaks
 * (docs/reliability.md). A failure used to be counted with INCR and given its expiry by a
 * separate PEXPIRE: a connection lost between the two left a count that
 * never expired, whose reset read as zero, so that account was never locked
 * again. Counting and expiry are now one step in Redis. The limiter runs on
 * the app's own Redis client (server/db/redis.ts), reaching Redis through
 * the TCP proxy.
 */

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const figures = faultFigures("sign-in-limits");
const WINDOW_MINUTES = SIGN_IN_LIMITS.windowMs / 60_000;

describe.runIf(redisUrl)("sign-in limits when the connection to Redis breaks", () => {
  let proxy: TcpProxy;
  let redis: Redis;
  let direct: Redis;
  const prefix = `test-${randomUUID()}:`;
  let limits: ReturnType<typeof createSignInLimits>;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    redis = openRedis(proxy.url(redisUrl!), pino({ level: "silent" }));
    await redisReady(redis, 5000);
    direct = new Redis(redisUrl!);
    limits = createSignInLimits({ redis, redisKeyPrefix: prefix });
  });

  // Each test starts with the client connected again, whatever the last one left.
  beforeEach(() => timeUntil(async () => redis.status === "ready"));
  afterEach(() => proxy.restore());

  afterAll(async () => {
    const keys = await direct?.keys(`${prefix}*`);
    if (keys?.length) await direct.del(...keys);
    direct?.disconnect();
    redis?.disconnect();
    await proxy?.close();
    figures.write();
  });

  /** Every key the limiter wrote, with the milliseconds before it expires (-1: never). */
  const expiries = async () => {
    const keys = await direct.keys(`${prefix}*`);
    return Object.fromEntries(
      await Promise.all(
        keys.map(async (key) => [key.slice(prefix.length), await direct.pttl(key)]),
      ),
    ) as Record<string, number>;
  };
  /** Every key the limiter wrote, or those naming one of `only`, expires within the window. */
  const expectAllToExpire = async (only?: string[]) => {
    const written = Object.entries(await expiries());
    const checked = only ? written.filter(([key]) => only.some((n) => key.endsWith(n))) : written;
    expect(checked.length).toBeGreaterThan(0);
    for (const [key, ttl] of checked) {
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs);
    }
  };
  const backInRedis = async () => {
    const restoredAt = Date.now();
    proxy.restore();
    await timeUntil(async () => redis.status === "ready");
    return Date.now() - restoredAt;
  };

  it("leaves no count without expiry when the connection is cut right after a failure reaches Redis, and still locks the account", async () => {
    // One failure first, so whatever the limiter keeps in Redis (a script) is there before the cut.
    await limits.recordFailure("198.51.100.1", "warm-up@example.com");
    const email = "target@example.com";
    const accountKey = `${prefix}sign-in:account:${email}`;
    // The command that counts the account's failure (INCR, or one script doing it all).
    const cut = proxy.cutOnAnswer((sent) => {
      const text = sent.toString("latin1");
      return text.includes(accountKey) && /incr|eval/i.test(text);
    });
    const started = Date.now();
    await limits.recordFailure("198.51.100.2", email);
    const waitedMs = Date.now() - started;
    await cut;

    // Redis counted it, and the count will expire with the window.
    expect(Number(await direct.get(accountKey))).toBe(1);
    const ttl = (await expiries())[`sign-in:account:${email}`]!;
    await expectAllToExpire();
    expect(waitedMs).toBeLessThan(1000);

    const recoveryMs = await backInRedis();
    // Four more failures: five in all in Redis, and the account is locked.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
      await limits.recordFailure(`198.51.100.${10 + i}`, email);
    }
    expect(Number(await direct.get(accountKey))).toBe(SIGN_IN_LIMITS.perAccount);
    expect(await limits.blockedFor("203.0.113.1", email)).toBe(WINDOW_MINUTES);
    await expectAllToExpire();

    figures.add({
      fault: "Redis connection cut right after a failed sign-in reached it",
      visitorSaw: `no delay (${waitedMs} ms); the count expires in ${Math.round(ttl / 1000)} s; 5 failures in all lock the account for ${WINDOW_MINUTES} min`,
      submissions: null,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("counts in the process while Redis is cut, without waiting, and still locks the account", async () => {
    const email = "mid-run@example.com";
    await limits.recordFailure("198.51.100.30", email);
    proxy.cut();
    let slowestMs = 0;
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      const started = Date.now();
      answers.push(await limits.blockedFor("198.51.100.31", email));
      await limits.recordFailure("198.51.100.31", email);
      slowestMs = Math.max(slowestMs, Date.now() - started);
    }
    // Five failures counted in the process: the sixth attempt is refused.
    expect(answers).toEqual([0, 0, 0, 0, 0]);
    expect(await limits.blockedFor("198.51.100.31", email)).toBe(WINDOW_MINUTES);
    expect(slowestMs).toBeLessThan(1000);

    const recoveryMs = await backInRedis();
    await limits.recordFailure("198.51.100.32", email);
    await expectAllToExpire([email, "198.51.100.30", "198.51.100.32"]);

    figures.add({
      fault: "Redis cut during failed sign-ins",
      visitorSaw: `no delay (slowest check and count ${slowestMs} ms); counted in the process, the 6th attempt refused for ${WINDOW_MINUTES} min`,
      submissions: null,
      processCrashed: false,
      recoveryMs,
    });
  });
});
