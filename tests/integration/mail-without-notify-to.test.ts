import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { listOutbox } from "../../server/db/outbox.ts";
import { OWNER, openTestConsole, postForm } from "../support/console.ts";
import { sqliteTestDatabase } from "../support/databases.ts";
import { postJson, validEnquiry } from "../support/forms.ts";
import { parseMail } from "../support/mail-message.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";

// SMTP_URL is all e-mail needs: password resets, invitations and
// newsletter confirmations used to wait in the outbox, unsent, until
// ENQUIRY_NOTIFY_TO was set too. Without it, only enquiries go unmailed.

describe("e-mail with SMTP_URL and no ENQUIRY_NOTIFY_TO", () => {
  let smtp: SmtpSink;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ app, database, close } = await openTestConsole(
      async (options) => sqliteTestDatabase(options),
      {
        env: { SMTP_URL: smtp.url, MAIL_FROM: "site@genesis.example" },
      },
    ));
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  it("delivers a password reset and a newsletter confirmation, and queues no enquiry notification", async () => {
    // The enquiry first: had it queued an e-mail, the relay would send it before the others.
    expect((await postJson(app, "/api/contact", validEnquiry)).statusCode).toBe(201);
    const reset = await postForm(app, "/admin/forgot-password", { email: OWNER.email });
    expect(reset.statusCode).toBe(200);
    const signUp = await postJson(app, "/api/newsletter", { email: "reader@example.com" });
    expect(signUp.statusCode).toBe(201);

    const received = await smtp.waitFor(2);
    const to = (address: string) => received.find((mail) => mail.to.includes(address));
    expect(parseMail(to(OWNER.email)!.raw).text).toMatch(/\/admin\/reset-password\?token=/);
    expect(parseMail(to("reader@example.com")!.raw).text).toMatch(/\/newsletter\/confirm\?token=/);
    expect(received.every((mail) => mail.from === "site@genesis.example")).toBe(true);

    // The enquiry is kept, with no e-mail for it in the outbox or at the mail server.
    expect(await database.db.selectFrom("contact_enquiries").select("id").execute()).toHaveLength(
      1,
    );
    // The mail server has the message before the relay marks its row sent.
    await expect
      .poll(async () =>
        (await listOutbox(database)).map((row) => `${row.kind} ${row.status}`).sort(),
      )
      .toEqual(["newsletter-confirmation sent", "password-reset sent"]);
    expect(smtp.messages).toHaveLength(2);
  });
});
