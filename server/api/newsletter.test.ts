import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { contactMessages as fieldMessages } from "../../app/forms/contact-schema.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { databasePerSuite } from "../../tests/support/form-database.ts";
import { countRows, formsApp, postJson } from "../../tests/support/forms.ts";
import { formMessages } from "../forms/form-guards.ts";
import { formReplies } from "../forms/form-definitions.ts";

describeEachDialect("POST /api/newsletter", (create) => {
  const state = databasePerSuite(create);
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function subscribe(body: unknown, env: Record<string, string> = {}) {
    app ??= await formsApp(state.database, env);
    return postJson(app, "/api/newsletter", body);
  }

  const subscribed = { success: true, message: formReplies.newsletter };

  it("stores a pending subscription, queues its confirmation e-mail and answers 201", async () => {
    const response = await subscribe({ email: "zoe@example.com" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(subscribed);
    const rows = await state.database.db
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        email: "zoe@example.com",
        captcha: "off",
        status: "pending",
        confirmed_at: null,
        created_at: expect.any(String),
      }),
    ]);
    expect(await countRows(state.database, "mail_outbox")).toBe(1);
  });

  it("stores an address once, however it is written, and answers the same each time", async () => {
    const first = await subscribe({ email: "Zoe@Example.com" });
    const second = await subscribe({ email: "  zoe@example.COM " });
    expect(first.json()).toEqual(subscribed);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(subscribed);
    expect(await countRows(state.database, "newsletter_subscriptions")).toBe(1);
    // One confirmation e-mail: a repeat within the hour sends no second one.
    expect(await countRows(state.database, "mail_outbox")).toBe(1);
  });

  it("answers 400 with the field's message for an invalid address", async () => {
    const response = await subscribe({ email: "zoe@" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: formMessages.invalidFields,
      errors: { email: fieldMessages.emailInvalid },
    });
    expect(await countRows(state.database, "newsletter_subscriptions")).toBe(0);
  });

  it("answers a filled honeypot as subscribed, and stores nothing", async () => {
    const response = await subscribe({ email: "bot@example.com", website: "x" });
    expect(response.json()).toEqual(subscribed);
    expect(await countRows(state.database, "newsletter_subscriptions")).toBe(0);
  });

  it("answers 415 for a body that is not JSON", async () => {
    app = await formsApp(state.database);
    const response = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=zoe%40example.com",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it("answers 413 for a body over 16 kB", async () => {
    const response = await subscribe({ email: "zoe@example.com", padding: "x".repeat(17_000) });
    expect(response.statusCode).toBe(413);
  });

  it("answers 429 after the configured number of requests from one address", async () => {
    const env = { FORM_RATE_LIMIT_MAX: "1" };
    expect((await subscribe({ email: "a@example.com" }, env)).statusCode).toBe(201);
    const limited = await subscribe({ email: "b@example.com" }, env);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
  });

  it("answers 503 when the database is down", async () => {
    app = await formsApp(state.database);
    await state.database.close();
    const response = await postJson(app, "/api/newsletter", { email: "zoe@example.com" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "The service is temporarily unavailable. Please try again in a moment.",
    });
  });
});
