import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { databasePerSuite } from "../../tests/support/form-database.ts";
import { parseMail } from "../../tests/support/mail-message.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { loadConfig } from "../config.ts";
import { siteContentSeed } from "../content/site-content-seed.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { storeEnquiry, type NewEnquiry } from "../db/enquiries.ts";
import { enqueueMail, listOutbox } from "../db/outbox.ts";
import { enquiryNotification } from "./enquiry-email.ts";
import { confirmationEmail } from "./newsletter-email.ts";
import {
  createOutboxRelay,
  defaultRelayTimings,
  isPermanentRejection,
  retryDelay,
  type OutboxRelay,
  type RelayTimings,
} from "./outbox-relay.ts";

const { firstContact } = loadConfig({});

const log = pino({ level: "silent" });
const fast: Partial<RelayTimings> = { pollMs: 20, retryBaseMs: 30, retryMaxMs: 120, leaseMs: 5000 };

const enquiry: NewEnquiry = {
  name: "Zoë Łukasz",
  email: "zoe@example.com",
  phone: "+1 307 555 0142",
  subject: "Development",
  message: "We need an app.\nBudget: $20k — is that realistic?",
};

function mailConfig(smtpUrl: string) {
  return {
    smtpUrl,
    from: "Genesis website <site@genesis.example>",
    notifyTo: "sales@genesis.example",
  };
}

describeEachDialect("e-mail outbox relay", (create) => {
  const state = databasePerSuite(create);
  let database: DatabaseHandle;
  const relays: OutboxRelay[] = [];
  const sinks: SmtpSink[] = [];
  const handles: DatabaseHandle[] = [];

  beforeEach(() => {
    database = state.database;
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await Promise.all(handles.splice(0).map((h) => h.close()));
  });

  function relay(smtpUrl: string, db = database, timings = fast) {
    const created = createOutboxRelay({
      database: db,
      mail: mailConfig(smtpUrl),
      log,
      messageIdDomain: "genesis.example",
      timings,
    });
    relays.push(created);
    return created;
  }

  async function sink(port?: number, options?: { answerAfterMs?: number }) {
    const started = await startSmtpSink(port, options);
    sinks.push(started);
    return started;
  }

  const store = (overrides: Partial<NewEnquiry> = {}) =>
    storeEnquiry(
      database,
      { ...enquiry, ...overrides },
      { idempotency: null, captcha: "passed", notification: enquiryNotification },
    );

  it("delivers the notification to ENQUIRY_NOTIFY_TO from MAIL_FROM, replying to the visitor", async () => {
    const smtp = await sink();
    const { id } = await store();
    expect(await relay(smtp.url).runOnce()).toBe(1);

    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(["sales@genesis.example"]);
    expect(received!.from).toBe("site@genesis.example");
    const mail = parseMail(received!.raw);
    expect(mail.header("subject")).toBe("New enquiry (Development) from Zoë Łukasz");
    expect(mail.header("from")).toBe("Genesis website <site@genesis.example>");
    expect(mail.header("to")).toBe("sales@genesis.example");
    expect(mail.header("reply-to")).toMatch(/^"?Zoë Łukasz"? <zoe@example\.com>$/);
    expect(mail.header("message-id")).toMatch(/^<[0-9a-f-]{36}@genesis\.example>$/);
    for (const line of [
      "Name:     Zoë Łukasz",
      "Email:    zoe@example.com",
      "Phone:    +1 307 555 0142",
      "Subject:  Development",
      `Reference: ${id}`,
      "Spam check: passed",
      "We need an app.\nBudget: $20k — is that realistic?",
    ]) {
      expect(mail.text).toContain(line);
    }

    const [row] = await listOutbox(database);
    expect(row).toMatchObject({ status: "sent", attempts: 1, enquiry_id: id, locked_until: null });
  });

  it("sends a subscriber's confirmation to them with the List-Unsubscribe headers (RFC 8058)", async () => {
    const smtp = await sink();
    await database.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        kind: "newsletter-confirmation",
        enquiryId: null,
        message: confirmationEmail(
          "https://genesis.example",
          {
            email: "reader@example.com",
            confirmToken: "c".repeat(43),
            unsubscribeToken: "u".repeat(43),
          },
          siteContentSeed(firstContact).settings,
          { words: siteContentSeed(firstContact)["page:newsletter"], prefix: "" },
        ),
        now: new Date(),
      }),
    );
    await relay(smtp.url).runOnce();
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(["reader@example.com"]);
    const mail = parseMail(received!.raw);
    const unsubscribe = `https://genesis.example/newsletter/unsubscribe?token=${"u".repeat(43)}`;
    expect(mail.header("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(
      `https://genesis.example/newsletter/confirm?token=${"c".repeat(43)}`,
    );
    expect(mail.text).toContain(unsubscribe);
    // Signed by the agency: its name and postal address from the settings (decision 037).
    expect(mail.header("subject")).toBe("Please confirm your Genesis newsletter subscription");
    expect(mail.text).toContain("Genesis\n1621 Central Ave, Cheyenne, WY 82001, USA");
  });

  it("keeps an enquiry notification while ENQUIRY_NOTIFY_TO is unset, and sends it once it is set again", async () => {
    const smtp = await sink();
    // Queued while the variable was set; the server then restarted without it.
    await store();
    const withoutRecipient = createOutboxRelay({
      database,
      mail: { ...mailConfig(smtp.url), notifyTo: null },
      log,
      messageIdDomain: "genesis.example",
      timings: fast,
    });
    relays.push(withoutRecipient);
    expect(await withoutRecipient.runOnce()).toBe(1);
    const [waiting] = await listOutbox(database);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, claim_token: null });
    expect(waiting!.last_error).toMatch(/ENQUIRY_NOTIFY_TO is unset/);
    expect(smtp.messages).toHaveLength(0);

    relay(smtp.url).start();
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(["sales@genesis.example"]);
  });

  it("says which form and page the enquiry came from", async () => {
    const smtp = await sink();
    await store({ source: { form: "services", page: "/home-two/services" } });
    await store({ name: "Api Client" });
    await relay(smtp.url).runOnce();
    const texts = (await smtp.waitFor(2)).map((m) => parseMail(m.raw).text);
    expect(texts.join("\n")).toContain("Sent from: Services contact block on /home-two/services");
    expect(texts.join("\n")).toContain("Sent from: not recorded");
  });

  it("marks an enquiry whose captcha could not be checked in the subject and the text", async () => {
    const smtp = await sink();
    await storeEnquiry(database, enquiry, {
      idempotency: null,
      captcha: "unverified",
      notification: enquiryNotification,
    });
    await relay(smtp.url).runOnce();
    const mail = parseMail((await smtp.waitFor(1))[0]!.raw);
    expect(mail.header("subject")).toMatch(/^\[unverified\] New enquiry/);
    expect(mail.text).toContain("Spam check: NOT VERIFIED");
  });

  it("cannot be made to add headers or recipients, even by values the schema would refuse", async () => {
    const smtp = await sink();
    await store({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com\r\nCc: victim@example.com",
      subject: "Sales\r\nX-Injected: yes",
    });
    await relay(smtp.url).runOnce();
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(["sales@genesis.example"]);
    const mail = parseMail(received!.raw);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("cc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(received!.raw).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
  });

  it("keeps the e-mail through an SMTP outage and delivers it once the server is back", async () => {
    const port = await freePort();
    await store();
    const relayed = relay(`smtp://127.0.0.1:${port}`);

    // Nothing listens: the attempt fails and the e-mail is kept for later.
    expect(await relayed.runOnce()).toBe(1);
    let [row] = await listOutbox(database);
    expect(row).toMatchObject({ status: "pending", attempts: 1, claim_token: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.next_attempt_at > row!.created_at).toBe(true);

    relayed.start();
    await waitUntil(async () => (await listOutbox(database))[0]!.attempts >= 3);

    const smtp = await sink(port);
    await smtp.waitFor(1);
    await waitUntil(async () => (await listOutbox(database))[0]!.status === "sent");
    [row] = await listOutbox(database);
    expect(row!.attempts).toBeGreaterThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives up on an e-mail the mail server refuses for good (550) after a bounded number of tries, and says why", async () => {
    const smtp = await sink();
    smtp.reject({ code: 550, message: "5.1.1 <sales@genesis.example>: mailbox unavailable" });
    await store();
    relay(smtp.url, database, { ...fast, permanentFailureAttempts: 3 }).start();

    await waitUntil(async () => (await listOutbox(database))[0]!.status === "failed");
    const [row] = await listOutbox(database);
    expect(row).toMatchObject({ status: "failed", attempts: 3, claim_token: null, sent_at: null });
    expect(row!.last_error).toMatch(/550.*mailbox unavailable/);
    expect(smtp.rejected()).toBe(3);
    // Failed for good: no further attempts, even with the relay still running.
    await new Promise((r) => setTimeout(r, 4 * fast.retryMaxMs!));
    expect(smtp.rejected()).toBe(3);
    expect(smtp.messages).toHaveLength(0);
  });

  it("keeps retrying a temporary refusal (451) past that bound and delivers once it is accepted", async () => {
    const smtp = await sink();
    smtp.reject({ code: 451, message: "4.3.0 Try again later" });
    await store();
    relay(smtp.url, database, { ...fast, permanentFailureAttempts: 3 }).start();

    await waitUntil(async () => (await listOutbox(database))[0]!.attempts >= 5);
    const [pending] = await listOutbox(database);
    expect(pending!.status).toBe("pending");
    expect(pending!.last_error).toMatch(/451/);

    smtp.reject(null);
    await smtp.waitFor(1);
    await waitUntil(async () => (await listOutbox(database))[0]!.status === "sent");
    expect(smtp.messages).toHaveLength(1);
  });

  it("writes out bidirectional overrides and zero-width characters in the subject and text", async () => {
    const smtp = await sink();
    await store({
      name: "Ann\u202Egnp.exe",
      message: "Pay the invoice\u200B to \u2066account 42\u2069 today.",
    });
    await relay(smtp.url).runOnce();
    const mail = parseMail((await smtp.waitFor(1))[0]!.raw);
    expect(mail.header("subject")).toBe("New enquiry (Development) from Ann<U+202E>gnp.exe");
    expect(mail.text).toContain("Name:     Ann<U+202E>gnp.exe");
    expect(mail.text).toContain("Pay the invoice<U+200B> to <U+2066>account 42<U+2069> today.");
    expect(mail.text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
  });

  it("sends each e-mail once when two relays share the database", async () => {
    const smtp = await sink();
    const count = 20;
    for (let i = 0; i < count; i++) await store({ name: `Visitor ${"abcdefghijklmnopqrst"[i]}` });

    const other = state.testDb.open();
    handles.push(other);
    const timings = { ...fast, batchSize: 3 };
    const first = relay(smtp.url, database, timings);
    const second = relay(smtp.url, other, timings);
    first.start();
    second.start();

    await smtp.waitFor(count);
    await waitUntil(async () => (await listOutbox(database)).every((r) => r.status === "sent"));
    await new Promise((r) => setTimeout(r, 200));
    const ids = smtp.messages.map((m) => parseMail(m.raw).header("message-id"));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it("takes over an e-mail whose claim expired, as after a crash mid-send", async () => {
    const smtp = await sink();
    await store();
    // A relay that claimed the row and died: its lease has run out.
    await database.db
      .updateTable("mail_outbox")
      .set({ claim_token: "dead-process", locked_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(await relay(smtp.url).runOnce()).toBe(1);
    await smtp.waitFor(1);
  });

  it("hands back what it claimed but had not sent when it stops, so another relay sends it at once", async () => {
    const slow = await sink(undefined, { answerAfterMs: 300 });
    for (const name of ["Ada", "Grace", "Linus"]) await store({ name });
    const stopping = relay(slow.url, database, { ...fast, batchSize: 3 });
    stopping.start();
    // Stopped while the first e-mail is being accepted: it finishes that one and hands back two.
    await slow.waitFor(1);
    await stopping.stop();
    const rows = await listOutbox(database);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
    const pending = rows.filter((r) => r.status === "pending");
    expect(pending).toHaveLength(2);
    expect(pending.map((r) => r.locked_until)).toEqual([null, null]);

    const smtp = await sink();
    expect(await relay(smtp.url).runOnce()).toBe(2);
    await smtp.waitFor(2);
    expect(slow.messages.length + smtp.messages.length).toBe(3);
  });

  it("leaves an e-mail claimed by a live relay alone", async () => {
    const smtp = await sink();
    await store();
    await database.db
      .updateTable("mail_outbox")
      .set({ claim_token: "busy", locked_until: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    expect(await relay(smtp.url).runOnce()).toBe(0);
  });
});

describe("which failures are permanent", () => {
  it.each([
    [{ responseCode: 550 }, true],
    [{ responseCode: 554 }, true],
    [{ responseCode: 451 }, false],
    [{ responseCode: 421 }, false],
    [{ code: "ECONNECTION" }, false],
    [new Error("Greeting never received"), false],
  ])("reads %o as permanent: %s", (error, permanent) => {
    expect(isPermanentRejection(error)).toBe(permanent);
  });
});

describe("retry delays", () => {
  it("double with every failed attempt up to the maximum", () => {
    const timings = { ...defaultRelayTimings, retryBaseMs: 1000, retryMaxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, timings))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
