import type { FastifyInstance } from "fastify";
import { stampServed } from "../../tests/support/config.ts";
import { afterEach, expect, it } from "vitest";
import { commentMessages } from "../../app/forms/comment-schema.ts";
import { contactMessages as fieldMessages } from "../../app/forms/contact-schema.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { databasePerSuite } from "../../tests/support/form-database.ts";
import { countRows, formsApp, postJson } from "../../tests/support/forms.ts";
import { formReplies } from "../forms/form-definitions.ts";
import { formMessages } from "../forms/form-guards.ts";

describeEachDialect("POST /api/comments", (create) => {
  const state = databasePerSuite(create);
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function comment(body: unknown, headers: Record<string, string> = {}, env = {}) {
    app ??= await formsApp(state.database, env);
    return postJson(app, "/api/comments", body, { headers });
  }

  const comment1 = {
    name: "Łukasz Nowak",
    email: "lukasz@example.com",
    phone: "+48 22 123 45 67",
    option: "Web Development",
    message: "Thanks, this helped us choose a stack.",
    postSlug: "building-fast-websites",
    website: "",
    formStamp: stampServed(30_000),
  };
  const received = { success: true, message: formReplies.comment };

  it("stores the comment for moderation and says so", async () => {
    const response = await comment(comment1);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(received);
    const rows = await state.database.db.selectFrom("blog_comments").selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        post_slug: "building-fast-websites",
        name: "Łukasz Nowak",
        email: "lukasz@example.com",
        phone: "+48 22 123 45 67",
        option: "Web Development",
        message: comment1.message,
        status: "pending",
        captcha: "off",
        idempotency_key: null,
        created_at: expect.any(String),
        // Its spam score: nothing odd about it.
        spam_score: 0,
        spam_reasons: "[]",
        message_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        spam_at: null,
        // Sent through the API without its page: no language.
        language: null,
      },
    ]);
  });

  it("accepts a comment without the optional number, option and post", async () => {
    const response = await comment({
      name: "Zoë",
      email: "zoe@example.com",
      message: "Hi",
      phone: "",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await state.database.db.selectFrom("blog_comments").selectAll().execute();
    expect(row).toMatchObject({ phone: null, option: null, post_slug: null });
  });

  it("answers 400 with one message per invalid field", async () => {
    const response = await comment({
      name: "",
      email: "x",
      phone: "1",
      message: "",
      postSlug: "A B",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: formMessages.invalidFields,
      errors: {
        name: fieldMessages.nameRequired,
        email: fieldMessages.emailInvalid,
        phone: fieldMessages.phoneInvalid,
        message: fieldMessages.messageRequired,
        postSlug: commentMessages.postInvalid,
      },
    });
    expect(await countRows(state.database, "blog_comments")).toBe(0);
  });

  it("stores one comment for a retried request with the same Idempotency-Key", async () => {
    const headers = { "idempotency-key": "comment-retry-1" };
    expect((await comment(comment1, headers)).statusCode).toBe(201);
    expect((await comment(comment1, headers)).statusCode).toBe(201);
    expect(await countRows(state.database, "blog_comments")).toBe(1);
  });

  it("answers a filled honeypot as received, and stores nothing", async () => {
    const response = await comment({ ...comment1, website: "https://spam.example" });
    expect(response.json()).toEqual(received);
    expect(await countRows(state.database, "blog_comments")).toBe(0);
  });

  it("asks a too-fast sender to try again", async () => {
    const response = await comment({ ...comment1, formStamp: stampServed(300) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(formMessages.tooFast);
  });

  it("answers 429 after the configured number of requests from one address", async () => {
    const env = { FORM_RATE_LIMIT_MAX: "1" };
    expect((await comment(comment1, {}, env)).statusCode).toBe(201);
    expect((await comment(comment1, {}, env)).statusCode).toBe(429);
  });

  it("answers 413 over 16 kB and 415 for a body that is not JSON", async () => {
    expect((await comment({ ...comment1, message: "x".repeat(17_000) })).statusCode).toBe(413);
    const response = await app!.inject({
      method: "POST",
      url: "/api/comments",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 503 when the database is down", async () => {
    app = await formsApp(state.database);
    await state.database.close();
    const response = await postJson(app, "/api/comments", comment1);
    expect(response.statusCode).toBe(503);
    expect(response.json().success).toBe(false);
  });
});
