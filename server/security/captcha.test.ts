import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeRecaptcha, type FakeRecaptcha } from "../../tests/support/fake-recaptcha.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { createCaptchaVerifier, type CaptchaOptions } from "./captcha.ts";
import { memorySeenTokens, redisSeenTokens } from "./seen-tokens.ts";

let fake: FakeRecaptcha;
beforeAll(async () => {
  fake = await startFakeRecaptcha();
});
afterAll(() => fake.close());

function verifier(options: Partial<CaptchaOptions> = {}) {
  return createCaptchaVerifier({
    secretKey: "test-secret",
    verifyUrl: fake.url,
    minScore: 0.5,
    expectedHostname: "localhost",
    seenTokens: memorySeenTokens(60_000),
    ...options,
  });
}

const token = () => `token-${randomUUID()}`;

describe("reCAPTCHA verification against a verify service on loopback", () => {
  it("passes a successful answer for action 'submit' on our hostname with a good score", async () => {
    const t = token();
    fake.answer(t, { success: true, score: 0.7, action: "submit", hostname: "localhost" });
    expect(await verifier().verify(t, "203.0.113.9")).toEqual({ kind: "passed", score: 0.7 });
  });

  it("posts the secret, the token and the visitor's address form-encoded", async () => {
    const t = token();
    await verifier().verify(t, "203.0.113.9");
    expect(fake.requests.at(-1)).toEqual({
      secret: "test-secret",
      response: t,
      remoteip: "203.0.113.9",
    });
  });

  it("rejects a score below RECAPTCHA_MIN_SCORE, and accepts one exactly at it", async () => {
    const low = token();
    const edge = token();
    fake.answer(low, { success: true, score: 0.3, action: "submit", hostname: "localhost" });
    fake.answer(edge, { success: true, score: 0.5, action: "submit", hostname: "localhost" });
    expect(await verifier().verify(low, "::1")).toMatchObject({ kind: "rejected" });
    expect(await verifier().verify(edge, "::1")).toMatchObject({ kind: "passed" });
  });

  it("rejects a token taken for another action", async () => {
    const t = token();
    fake.answer(t, { success: true, score: 0.9, action: "login", hostname: "localhost" });
    expect(await verifier().verify(t, "::1")).toEqual({
      kind: "rejected",
      reason: 'action "login"',
    });
  });

  it("rejects a token issued on another hostname", async () => {
    const t = token();
    fake.answer(t, { success: true, score: 0.9, action: "submit", hostname: "evil.example" });
    expect(await verifier().verify(t, "::1")).toEqual({
      kind: "rejected",
      reason: 'hostname "evil.example"',
    });
  });

  it("rejects an answer without success, such as an expired or reused token", async () => {
    const t = token();
    fake.answer(t, { success: false, "error-codes": ["timeout-or-duplicate"] });
    expect(await verifier().verify(t, "::1")).toEqual({
      kind: "rejected",
      reason: "not successful: timeout-or-duplicate",
    });
  });

  it("rejects a token it has already seen, without asking the service again", async () => {
    const v = verifier();
    const t = token();
    expect(await v.verify(t, "::1")).toMatchObject({ kind: "passed" });
    const asked = fake.requests.length;
    expect(await v.verify(t, "::1")).toEqual({ kind: "rejected", reason: "token already used" });
    expect(fake.requests.length).toBe(asked);
  });

  it("reports the service unavailable when it answers slower than the timeout", async () => {
    const t = token();
    fake.answer(t, { delayMs: 2000 });
    const started = Date.now();
    expect(await verifier({ timeoutMs: 100 }).verify(t, "::1")).toEqual({
      kind: "unavailable",
      reason: "no answer within 100 ms",
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("reports the service unavailable when nothing listens at its address", async () => {
    const closed = `http://127.0.0.1:${await freePort()}/siteverify`;
    expect(await verifier({ verifyUrl: closed }).verify(token(), "::1")).toMatchObject({
      kind: "unavailable",
      reason: expect.stringMatching(/fetch failed/),
    });
  });

  it("reports the service unavailable when it answers with an error page", async () => {
    const t = token();
    fake.answer(t, { status: 502 });
    expect(await verifier().verify(t, "::1")).toEqual({ kind: "unavailable", reason: "HTTP 502" });
  });

  it("counts a refused secret as our fault, not the visitor's", async () => {
    const t = token();
    fake.answer(t, { success: false, "error-codes": ["invalid-input-secret"] });
    expect(await verifier().verify(t, "::1")).toMatchObject({ kind: "unavailable" });
  });
});

describe("remembering seen tokens", () => {
  it("forgets a token once its time is over", async () => {
    let now = 0;
    const seen = memorySeenTokens(1000, () => now);
    expect(await seen.firstSighting("a")).toBe(true);
    expect(await seen.firstSighting("a")).toBe(false);
    now = 1000;
    expect(await seen.firstSighting("a")).toBe(true);
  });

  const redisUrl = process.env.TEST_REDIS_URL || undefined;
  describe.runIf(redisUrl)("in Redis", () => {
    let redis: Redis;
    const prefix = `test:${randomUUID()}:captcha:`;
    beforeAll(() => {
      redis = new Redis(redisUrl!);
    });
    afterEach(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    });
    afterAll(() => redis.quit());

    it("rejects a token already used by another instance sharing Redis", async () => {
      const first = redisSeenTokens(redis, prefix, 60_000, () => {});
      const second = redisSeenTokens(redis, prefix, 60_000, () => {});
      expect(await first.firstSighting("shared-token")).toBe(true);
      expect(await second.firstSighting("shared-token")).toBe(false);
    });

    it("lets tokens through when Redis cannot be reached, and reports why", async () => {
      const down = new Redis(`redis://127.0.0.1:${await freePort()}`, {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      const errors: unknown[] = [];
      const seen = redisSeenTokens(down, prefix, 60_000, (error) => errors.push(error));
      expect(await seen.firstSighting("t")).toBe(true);
      expect(errors).toHaveLength(1);
      down.disconnect();
    });
  });
});
