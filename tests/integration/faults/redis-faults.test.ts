import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../support/databases.ts";
import { EnquiryLedger } from "../../support/enquiry-ledger.ts";
import {
  describeStatuses,
  faultFigures,
  timeUntil,
  STARTUP_MS,
} from "../../support/fault-figures.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../../support/server-process.ts";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy.ts";

/**
 * Redis failing under a running server: the rate limit moves to the process
 * at once (no request waits for Redis, none goes unlimited), says so once in
 * the log, and moves back when Redis returns, without counting a request
 * twice. Visitors are told apart by X-Forwarded-For from one trusted proxy.
 */

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const MAX = 3;
const SWITCHED = "rate limits are counted in this process until it is back";
const BACK = "Rate limits are counted in Redis again";
const figures = faultFigures("redis");

describe.runIf(redisUrl)("Redis faults under a running server", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let direct: Redis;
  const prefix = `test-${randomUUID()}:`;

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase();
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    server = runServer({
      PORT: String(await freePort()),
      DATABASE_URL: testDb.url,
      REDIS_URL: proxy.url(redisUrl!),
      REDIS_KEY_PREFIX: prefix,
      FORM_RATE_LIMIT_MAX: String(MAX),
      FORM_MIN_FILL_MS: "0",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
    });
    await waitUntilReady(server, STARTUP_MS);
    database = testDb.open();
    direct = new Redis(redisUrl!);
  }, 2 * STARTUP_MS);

  afterEach(() => proxy.restore());

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    const keys = await direct?.keys(`${prefix}*`);
    if (keys?.length) await direct.del(...keys);
    direct?.disconnect();
    await proxy?.close();
    await database?.close();
    await testDb?.drop();
    figures.write();
  });

  const counted = async (ip: string) =>
    Number((await direct.get(`${prefix}rate-limit:POST/api/contact-${ip}`)) ?? 0);
  const occurrences = (text: string) => server.output().split(text).length - 1;
  const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

  it("counts in the process at once while Redis is down, says so once, and returns to Redis without counting twice", async () => {
    const ledger = new EnquiryLedger({ mail: false });
    const visitor = "198.51.100.10";
    for (let i = 0; i < 2; i++)
      expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(201);
    expect(await counted(visitor)).toBe(2);

    proxy.cut();
    const during: number[] = [];
    let slowest = 0;
    for (let i = 0; i < MAX + 1; i++) {
      const started = Date.now();
      during.push((await ledger.submit(server.baseUrl, from(visitor))).status);
      slowest = Math.max(slowest, Date.now() - started);
    }
    // A fresh count in the process: three accepted, the fourth refused.
    expect(during).toEqual([201, 201, 201, 429]);
    expect(slowest).toBeLessThan(1000);
    // The server's log reaches this process through a pipe, apart from its answers.
    await timeUntil(async () => occurrences(SWITCHED) >= 1, { timeoutMs: 2000 });
    expect(occurrences(SWITCHED)).toBe(1);

    const restoredAt = Date.now();
    proxy.restore();
    await timeUntil(async () => occurrences(BACK) === 1);
    const recoveryMs = Date.now() - restoredAt;

    // Back on Redis's count of 2: one more is accepted, then refused.
    expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(201);
    expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(429);
    // Two before, two after: nothing sent during the outage reached Redis late.
    expect(await counted(visitor)).toBe(4);
    expect(occurrences(SWITCHED)).toBe(1);
    expect(server.child.exitCode).toBeNull();

    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    figures.add({
      fault: "Redis down (connections reset), then back",
      visitorSaw: `no delay; limits kept in process (${describeStatuses(count.statuses)})`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("stops waiting for a silent Redis after the command time limit and counts in the process", async () => {
    const ledger = new EnquiryLedger({ mail: false });
    const visitor = "198.51.100.20";
    expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(201);
    const switchedBefore = occurrences(SWITCHED);
    const backBefore = occurrences(BACK);

    proxy.blackhole();
    const started = Date.now();
    expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(201);
    const firstWait = Date.now() - started;
    expect(firstWait).toBeLessThan(2500);
    const next = Date.now();
    expect((await ledger.submit(server.baseUrl, from(visitor))).status).toBe(201);
    // Only the first request waited: the others go straight to the process.
    expect(Date.now() - next).toBeLessThan(1000);
    await timeUntil(async () => occurrences(SWITCHED) > switchedBefore, { timeoutMs: 2000 });
    expect(occurrences(SWITCHED)).toBe(switchedBefore + 1);

    const restoredAt = Date.now();
    proxy.restore();
    await timeUntil(async () => occurrences(BACK) === backBefore + 1);
    const recoveryMs = Date.now() - restoredAt;
    expect(server.child.exitCode).toBeNull();

    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    figures.add({
      fault: "Redis silent (packets dropped), then back",
      visitorSaw: `one request waited ${(firstWait / 1000).toFixed(1)} s, then no delay (${describeStatuses(count.statuses)})`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("stays in the balancer while Redis is down, says it is degraded, and says when it is back", async () => {
    const ready = async () => {
      const response = await fetch(`${server.baseUrl}/readyz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const redisUp = async () => {
      const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
      return Number(/^genesis_dependency_up\{dependency="redis"\} (\d)$/m.exec(text)?.[1]);
    };
    expect(await ready()).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "up", redis: "up" } },
    });
    expect(await redisUp()).toBe(1);

    proxy.cut();
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const during = await ready();
      answers.push(during.status);
      expect(during.body).toEqual({
        status: "ready",
        message: "Redis is not reachable: limits are counted in this process.",
        checks: { database: "up", redis: "degraded" },
      });
    }
    expect(answers).toEqual([200, 200, 200]);
    expect(await redisUp()).toBe(0);

    const restoredAt = Date.now();
    proxy.restore();
    await timeUntil(async () => (await redisUp()) === 1);
    const recoveryMs = Date.now() - restoredAt;
    expect((await ready()).body).toEqual({
      status: "ready",
      checks: { database: "up", redis: "up" },
    });
    expect(server.child.exitCode).toBeNull();

    figures.add({
      fault: "Redis down (connections reset): /readyz and /metrics",
      visitorSaw: `/readyz 200 ×${answers.length} with redis "degraded" (was 503); genesis_dependency_up{dependency="redis"} 0, then 1`,
      submissions: null,
      processCrashed: false,
      recoveryMs,
    });
  });
});
