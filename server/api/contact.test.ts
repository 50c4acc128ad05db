import type { FastifyInstance } from "fastify";
import { stampServed } from "../../tests/support/config.ts";
import { afterEach, beforeEach, expect, it } from "vitest";
import { contactMessages as fieldMessages } from "../../app/forms/contact-schema.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { databasePerSuite } from "../../tests/support/form-database.ts";
import { countRows, formsApp, postJson, validEnquiry } from "../../tests/support/forms.ts";
import { parseMail } from "../../tests/support/mail-message.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listEnquiries } from "../db/enquiries.ts";
import { listOutbox } from "../db/outbox.ts";
import { formReplies } from "../forms/form-definitions.ts";
import { formMessages } from "../forms/form-guards.ts";
import { messages } from "../http/errors.ts";
import { IDEMPOTENCY_KEY_TTL_MS } from "../db/idempotency.ts";

const sent = { success: true, message: formReplies.contact };

describeEachDialect("POST /api/contact", (create) => {
  const state = databasePerSuite(create);
  let database: DatabaseHandle;
  let app: FastifyInstance | undefined;

  beforeEach(() => {
    database = state.database;
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(env: Record<string, string> = {}, timings?: Parameters<typeof formsApp>[2]) {
    app = await formsApp(database, env, timings);
    return app;
  }

  const contact = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(app!, "/api/contact", body, { headers });

  it("answers 201 once the enquiry is committed, and stores it trimmed with an international phone number", async () => {
    await start();
    const response = await contact({ ...validEnquiry, name: "  José   Álvarez " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(sent);

    const [stored, ...others] = await listEnquiries(database);
    expect(others).toEqual([]);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: "José Álvarez",
      email: "jose@example.com",
      phone: "+1 307 555 0142",
      subject: "Sales",
      message: validEnquiry.message,
      status: "new",
      captcha: "off",
      // Sent through the API without where it came from: none of it is known.
      source: {
        form: null,
        page: null,
        language: null,
        landingPage: null,
        referrer: null,
        utm: {},
      },
    });
  });

  it("accepts the body of the architecture contract alone, without the bot-check fields", async () => {
    await start();
    const { name, email, phone, subject, message, recaptchaToken } = validEnquiry;
    const contract = { name, email, phone, subject, message, recaptchaToken };
    expect((await contact(contract)).statusCode).toBe(201);
  });

  it("answers 400 with one message per invalid field, in the shared schema's words, and stores nothing", async () => {
    await start();
    const response = await contact({
      name: "R2D2",
      email: "not-an-email",
      phone: "12",
      subject: "Other",
      message: "   ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: formMessages.invalidFields,
      errors: {
        name: fieldMessages.nameLetters,
        email: fieldMessages.emailInvalid,
        phone: fieldMessages.phoneInvalid,
        subject: fieldMessages.subjectRequired,
        message: fieldMessages.messageRequired,
      },
    });
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("answers 400 naming only the invalid field when the others are fine", async () => {
    await start();
    const response = await contact({ ...validEnquiry, email: "jose@" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: fieldMessages.emailInvalid });
  });

  it.each([
    ["an array", []],
    ["a string", "hello"],
    ["null", null],
    ["a number", 7],
  ])("answers 400 with every field's message when the JSON body is %s", async (_kind, body) => {
    await start();
    const response = await contact(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: formMessages.notAnObject,
      errors: {
        name: fieldMessages.nameRequired,
        email: fieldMessages.emailRequired,
        phone: fieldMessages.phoneRequired,
        subject: fieldMessages.subjectRequired,
        message: fieldMessages.messageRequired,
      },
    });
  });

  it("answers 400 for malformed JSON", async () => {
    await start();
    const response = await app!.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "José",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "The request body is not valid JSON.",
    });
  });

  it("answers 400 for a body that is not valid UTF-8, rather than storing replacement characters", async () => {
    await start();
    const json = JSON.stringify({ ...validEnquiry, message: "caf__" });
    const response = await app!.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: Buffer.concat([
        Buffer.from(json.slice(0, json.indexOf("__"))),
        Buffer.from([0xc3, 0x28]),
        Buffer.from(json.slice(json.indexOf("__") + 2)),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "The request body is not valid JSON.",
    });
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("answers 413 for a body over 16 kB and stores nothing", async () => {
    await start();
    const response = await contact({ ...validEnquiry, message: "x".repeat(16 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: "The request body is too large.",
    });
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it.each([
    ["text/plain", "name=José"],
    ["application/x-www-form-urlencoded", "name=Jos%C3%A9&email=jose%40example.com"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJosé\r\n--x--',
    ],
    ["application/xml", "<enquiry/>"],
  ])("answers 415 for a %s body", async (type, payload) => {
    await start();
    const response = await app!.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: "The request body must be JSON (Content-Type: application/json).",
    });
  });

  it("answers 503 with a readable message when the database is down", async () => {
    await start();
    await database.close();
    const response = await contact(validEnquiry);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "The service is temporarily unavailable. Please try again in a moment.",
    });
  });

  it("answers a filled honeypot as if sent, and stores nothing", async () => {
    await start();
    const response = await contact({ ...validEnquiry, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(sent);
    expect(await countRows(database, "contact_enquiries")).toBe(0);
  });

  it("does not let a bot learn the rules: a filled honeypot wins over invalid fields", async () => {
    await start();
    const response = await contact({ name: "1", website: "x" });
    expect(response.statusCode).toBe(201);
  });

  it("asks a person who sent the form faster than the minimum fill time to try again, storing nothing", async () => {
    await start({ FORM_MIN_FILL_MS: "3000" });
    const response = await contact({ ...validEnquiry, formStamp: stampServed(800) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: formMessages.tooFast });
    expect(await countRows(database, "contact_enquiries")).toBe(0);

    const again = await contact({ ...validEnquiry, formStamp: stampServed(4000) });
    expect(again.statusCode).toBe(201);
  });

  it.each([
    [
      "a string this server did not sign",
      `${Math.floor(Date.now() / 1000) - 60}.AAAAAAAAAAAAAAAAAAAAAA`,
    ],
    ["a number", 9000],
    ["signed with another secret", "1700000000.bm90LXRoZS1yaWdodC1zaWc"],
    ["null", null],
  ])("counts a render stamp that is %s as too fast", async (_kind, formStamp) => {
    await start();
    const response = await contact({ ...validEnquiry, formStamp });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(formMessages.tooFast);
  });

  it("asks for a resend of a form whose page was served more than a day ago", async () => {
    await start();
    const response = await contact({ ...validEnquiry, formStamp: stampServed(25 * 3600_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(formMessages.staleForm);
  });

  it("does not time a send without a stamp (other clients of the API)", async () => {
    await start();
    const unstamped: Partial<typeof validEnquiry> = { ...validEnquiry };
    delete unstamped.formStamp;
    expect((await contact(unstamped)).statusCode).toBe(201);
  });

  it("skips the fill-time check when FORM_MIN_FILL_MS is 0", async () => {
    await start({ FORM_MIN_FILL_MS: "0" });
    expect((await contact({ ...validEnquiry, formStamp: stampServed(0) })).statusCode).toBe(201);
  });

  it("stores one enquiry for a retried request with the same Idempotency-Key, and answers both alike", async () => {
    await start();
    const key = "3b1f8c52-6a43-4a4e-9f0f-5d8f9f3f1a11";
    const first = await contact(validEnquiry, { "idempotency-key": key });
    const retry = await contact(validEnquiry, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("stores one enquiry when requests with the same key arrive at the same moment", async () => {
    await start();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => contact(validEnquiry, { "idempotency-key": "same-moment" })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("answers 422 and stores nothing when a key is reused for a different enquiry", async () => {
    await start();
    const key = "reused-key";
    expect((await contact(validEnquiry, { "idempotency-key": key })).statusCode).toBe(201);
    const other = await contact(
      { ...validEnquiry, message: `${validEnquiry.message} And one more thing.` },
      { "idempotency-key": key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: messages.idempotencyKeyReused });
    expect(await countRows(database, "contact_enquiries")).toBe(1);
    // The first request's retry is still answered as a replay.
    const retry = await contact(validEnquiry, { "idempotency-key": key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
  });

  it("treats a key as new once it is more than 24 hours old", async () => {
    await start();
    const key = "yesterdays-key";
    expect((await contact(validEnquiry, { "idempotency-key": key })).statusCode).toBe(201);
    const dayAndAMinuteAgo = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000).toISOString();
    await database.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAndAMinuteAgo })
      .where("key", "=", key)
      .execute();

    const today = { ...validEnquiry, message: `${validEnquiry.message} Written a day later.` };
    const again = await contact(today, { "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await countRows(database, "contact_enquiries")).toBe(2);
    // The key now belongs to the new enquiry, and the old key rows were swept.
    const keys = await database.db.selectFrom("idempotency_keys").selectAll().execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.created_at > dayAndAMinuteAgo).toBe(true);
    expect((await contact(today, { "idempotency-key": key })).headers["idempotent-replayed"]).toBe(
      "true",
    );
  });

  it("stores one enquiry when requests with one key but different bodies race", async () => {
    await start();
    const bodies = [1, 2, 3, 4].map((n) => ({
      ...validEnquiry,
      message: `${validEnquiry.message} #${n}`,
    }));
    const responses = await Promise.all(
      bodies.map((b) => contact(b, { "idempotency-key": "race" })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422]);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });

  it("stores two enquiries for two keys, and for requests without a key", async () => {
    await start();
    await contact(validEnquiry, { "idempotency-key": "one" });
    await contact(validEnquiry, { "idempotency-key": "two" });
    await contact(validEnquiry);
    await contact(validEnquiry);
    expect(await countRows(database, "contact_enquiries")).toBe(4);
  });

  it("answers 400 for an Idempotency-Key that is not visible ASCII", async () => {
    await start();
    const response = await contact(validEnquiry, { "idempotency-key": "a key with spaces" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: formMessages.badIdempotencyKey });
  });

  it("writes no e-mail to the outbox when e-mail is off", async () => {
    await start();
    await contact(validEnquiry);
    expect(await countRows(database, "mail_outbox")).toBe(0);
  });

  it("writes the notification with the enquiry and the relay sends it to the agency", async () => {
    const smtp = await startSmtpSink();
    try {
      await start(
        {
          SMTP_URL: smtp.url,
          MAIL_FROM: "site@genesis.example",
          ENQUIRY_NOTIFY_TO: "hello@genesis.example",
        },
        { relay: { pollMs: 50 } },
      );
      expect((await contact(validEnquiry)).statusCode).toBe(201);
      const [enquiry] = await listEnquiries(database);
      const [outbox] = await listOutbox(database);
      expect(outbox!.enquiry_id).toBe(enquiry!.id);

      const [received] = await smtp.waitFor(1);
      expect(received!.to).toEqual(["hello@genesis.example"]);
      const mail = parseMail(received!.raw);
      expect(mail.header("reply-to")).toMatch(/jose@example\.com>$/);
      expect(mail.header("subject")).toBe("New enquiry (Sales) from José Álvarez");
    } finally {
      await app?.close();
      app = undefined;
      await smtp.close();
    }
  });
});
