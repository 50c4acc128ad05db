import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { startFakeRecaptcha, type FakeRecaptcha } from "../../tests/support/fake-recaptcha.ts";
import { countRows, formsApp, postJson, validEnquiry } from "../../tests/support/forms.ts";
import { freePort } from "../../tests/support/server-process.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listEnquiries } from "../db/enquiries.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { formReplies } from "../forms/form-definitions.ts";
import { formMessages } from "../forms/form-guards.ts";

describe("the forms with reCAPTCHA on", () => {
  let fake: FakeRecaptcha;
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeRecaptcha();
  });
  afterAll(() => fake.close());

  beforeEach(async () => {
    testDb = sqliteTestDatabase();
    database = testDb.open();
    await migrateToLatest(database);
  });

  afterEach(async () => {
    await app?.close();
    await testDb.drop();
  });

  // The real 5 s timeout is kept out of the tests: generous by default, short for the slow case.
  async function start(verifyUrl = fake.url, captchaTimeoutMs = 3000) {
    app = await formsApp(
      database,
      {
        RECAPTCHA_SITE_KEY: "site-key",
        RECAPTCHA_SECRET_KEY: "secret-key",
        RECAPTCHA_VERIFY_URL: verifyUrl,
        RECAPTCHA_MIN_SCORE: "0.5",
        SITE_URL: "https://genesis.example",
      },
      { captchaTimeoutMs },
    );
  }

  const token = () => `token-${randomUUID()}`;
  const onOurSite = { success: true, score: 0.9, action: "submit", hostname: "genesis.example" };
  const contact = (recaptchaToken: string, headers: Record<string, string> = {}) =>
    postJson(app, "/api/contact", { ...validEnquiry, recaptchaToken }, { headers });

  it("stores an enquiry whose token passes, marked 'passed'", async () => {
    await start();
    const t = token();
    fake.answer(t, onOurSite);
    const response = await contact(t);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: formReplies.contact });
    expect((await listEnquiries(database))[0]!.captcha).toBe("passed");
    expect(fake.requests.at(-1)).toMatchObject({ secret: "secret-key", response: t });
  });

  it.each([
    ["a low score", { ...onOurSite, score: 0.2 }],
    ["another action", { ...onOurSite, action: "login" }],
    ["another hostname", { ...onOurSite, hostname: "localhost" }],
    ["an unsuccessful check", { success: false, "error-codes": ["invalid-input-response"] }],
  ])("answers 400 and stores nothing for %s", async (_case, answer) => {
    await start();
    const t = token();
    fake.answer(t, answer);
    const response = await contact(t);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: formMessages.captchaFailed });
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("answers 400 when the token is missing", async () => {
    await start();
    const response = await contact("");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: formMessages.captchaMissing });
  });

  it("refuses a token used a second time", async () => {
    await start();
    const t = token();
    fake.answer(t, onOurSite);
    expect((await contact(t)).statusCode).toBe(201);
    const again = await contact(t);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(formMessages.captchaFailed);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("answers a retry with the same Idempotency-Key as stored, although its token is spent", async () => {
    await start();
    const t = token();
    fake.answer(t, onOurSite);
    const headers = { "idempotency-key": randomUUID() };
    expect((await contact(t, headers)).statusCode).toBe(201);
    expect((await contact(t, headers)).statusCode).toBe(201);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("keeps the enquiry, marked 'unverified', when the verify service is too slow", async () => {
    await start(fake.url, 200);
    const t = token();
    fake.answer(t, { delayMs: 2000 });
    const response = await contact(t);
    expect(response.statusCode).toBe(201);
    expect((await listEnquiries(database))[0]!.captcha).toBe("unverified");
  });

  it("keeps the enquiry, marked 'unverified', when the verify service is down", async () => {
    await start(`http://127.0.0.1:${await freePort()}/siteverify`);
    const response = await contact(token());
    expect(response.statusCode).toBe(201);
    expect((await listEnquiries(database))[0]!.captcha).toBe("unverified");
  });

  it("checks the newsletter's and the comments' tokens as well", async () => {
    await start();
    const low = token();
    fake.answer(low, { ...onOurSite, score: 0.1 });
    const newsletter = await postJson(app, "/api/newsletter", {
      email: "zoe@example.com",
      recaptchaToken: low,
    });
    expect(newsletter.statusCode).toBe(400);
    const comment = await postJson(app, "/api/comments", {
      name: "Zoë",
      email: "zoe@example.com",
      message: "Nice!",
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().message).toBe(formMessages.captchaMissing);
    const good = token();
    fake.answer(good, onOurSite);
    const subscribed = await postJson(app, "/api/newsletter", {
      email: "zoe@example.com",
      recaptchaToken: good,
    });
    expect(subscribed.statusCode).toBe(201);
  });
});
