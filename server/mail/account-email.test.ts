import { pino } from "pino";
import { afterEach, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { databasePerSuite } from "../../tests/support/form-database.ts";
import { parseMail } from "../../tests/support/mail-message.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { enqueueMail } from "../db/outbox.ts";
import { invitationEmail, passwordResetEmail } from "./account-email.ts";
import { createOutboxRelay, type OutboxRelay } from "./outbox-relay.ts";

// The console's e-mails go through the enquiries' outbox, but to the user
// they concern rather than to ENQUIRY_NOTIFY_TO.

describeEachDialect("console account e-mails", (create) => {
  const state = databasePerSuite(create);
  const open: (OutboxRelay | SmtpSink)[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((o) => ("stop" in o ? o.stop() : o.close())));
  });

  it("sends an invitation and a reset link to the user's own address, with nothing else", async () => {
    const smtp = await startSmtpSink();
    open.push(smtp);
    const link = "https://genesis.example/admin/invitation?token=abc";
    await enqueueMail(state.database.db, {
      kind: "console-invitation",
      enquiryId: null,
      message: invitationEmail({
        to: "new@example.com",
        link,
        role: "editor",
        invitedBy: "owner@example.com",
        validHours: 72,
      }),
      // Both already due when the relay runs, in this order.
      now: new Date(Date.now() - 1000),
    });
    await enqueueMail(state.database.db, {
      kind: "password-reset",
      enquiryId: null,
      message: passwordResetEmail({
        to: "old@example.com",
        link: "https://genesis.example/admin/reset-password?token=xyz",
        validMinutes: 60,
      }),
      now: new Date(Date.now() - 999),
    });
    const relay = createOutboxRelay({
      database: state.database,
      mail: { smtpUrl: smtp.url, from: "site@genesis.example", notifyTo: "sales@genesis.example" },
      log: pino({ level: "silent" }),
      messageIdDomain: "genesis.example",
    });
    open.push(relay);
    expect(await relay.runOnce()).toBe(2);
    const received = await smtp.waitFor(2);
    const invitation = received.find((m) => m.to.includes("new@example.com"))!;
    expect(invitation.to).toEqual(["new@example.com"]);
    const mail = parseMail(invitation.raw);
    expect(mail.header("subject")).toBe("Your invitation to the Genesis console");
    expect(mail.header("reply-to")).toBeUndefined();
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("72 hours");
    const reset = received.find((m) => m.to.includes("old@example.com"))!;
    expect(reset.to).toEqual(["old@example.com"]);
    expect(parseMail(reset.raw).text).toContain("60 minutes");
  });
});
