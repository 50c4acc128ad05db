import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { spamCopy } from "../../app/content/admin/spam.ts";
import type { SpamReason } from "../../app/lib/admin/spam.ts";
import { claimJobLease } from "../../server/db/job-leases.ts";
import { WEBHOOK_DELIVERY_KIND } from "../../server/db/webhooks.ts";
import { createSpamPurge, purgeSpam } from "../../server/forms/spam-purge.ts";
import { EDITOR, get, openTestConsole, postForm, signIn } from "../support/console.ts";
import { stampServed } from "../support/config.ts";
import { describeEachDialect } from "../support/each-dialect.ts";
import { passing, startFakeRecaptcha, type FakeRecaptcha } from "../support/fake-recaptcha.ts";
import { postJson, validEnquiry } from "../support/forms.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";

// The spam folder (decision 041): every enquiry and comment is scored as it
// arrives; a high score files it as spam (kept, not mailed, not new), 'Not
// spam' brings it back with its notification, and old spam is purged.
// The app runs with reCAPTCHA (a fake siteverify), e-mail to a local SMTP
// sink, and a links weight and threshold of its own (SPAM_WEIGHT_LINKS=12,
// SPAM_THRESHOLD=50), so the test also shows the settings are read.

const DAY = 24 * 60 * 60 * 1000;

describeEachDialect("the spam folder", (create) => {
  let recaptcha: FakeRecaptcha;
  let smtp: SmtpSink;
  let site: Awaited<ReturnType<typeof openTestConsole>>;
  let cookie: string;

  beforeAll(async () => {
    recaptcha = await startFakeRecaptcha();
    smtp = await startSmtpSink();
    site = await openTestConsole(create, {
      env: {
        RECAPTCHA_SITE_KEY: "site-key",
        RECAPTCHA_SECRET_KEY: "secret-key",
        RECAPTCHA_VERIFY_URL: recaptcha.url,
        SMTP_URL: smtp.url,
        ENQUIRY_NOTIFY_TO: "sales@genesis.example",
        FORM_MIN_FILL_MS: "0",
        FORM_RATE_LIMIT_MAX: "1000",
        SPAM_WEIGHT_LINKS: "12",
        SPAM_THRESHOLD: "50",
      },
    });
    cookie = await signIn(site.app, EDITOR);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
    await recaptcha?.close();
  });

  /** A new address, so no test's rows count in another's sender rate. */
  const address = (domain = "example.com") => `ada.${randomUUID().slice(0, 8)}@${domain}`;
  /** reCAPTCHA's score for this submission: 1.0 (no points) unless a test says otherwise. */
  const token = (score = 1) => {
    const value = `token-${randomUUID()}`;
    recaptcha.answer(value, { ...passing, score });
    return value;
  };

  async function enquire(fields: Record<string, unknown>, captchaScore = 1) {
    const email = (fields.email as string | undefined) ?? address();
    const message = (fields.message as string | undefined) ?? `A quote, please (${randomUUID()}).`;
    const response = await postJson(site.app, "/api/contact", {
      ...validEnquiry,
      recaptchaToken: token(captchaScore),
      ...fields,
      email,
      message,
    });
    expect(response.statusCode).toBe(201);
    const row = await site.database.db
      .selectFrom("contact_enquiries")
      .selectAll()
      .where("email", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return {
      ...row,
      reasons: JSON.parse(row.spam_reasons ?? "[]") as SpamReason[],
    };
  }

  const notifications = async (enquiryId: string) =>
    site.database.db
      .selectFrom("mail_outbox")
      .select(["id", "status"])
      .where("enquiry_id", "=", enquiryId)
      .where("kind", "=", "enquiry-notification")
      .execute();

  const newBadge = async () => {
    const page = await get(site.app, "/admin", cookie);
    return /(\d+) new/.exec(page.body)?.[1] ?? "0";
  };

  it("raises the score for each signal, with its code, points and reason", async () => {
    const captcha = await enquire({}, 0.5);
    expect(captcha.reasons).toEqual([
      { code: "captcha-score", points: 20, text: expect.stringContaining("0.5") },
    ]);

    const fast = await enquire({ formStamp: stampServed(1000) });
    expect(fast.reasons).toEqual([
      // Stamps count whole seconds, and a busy machine may take one more to answer.
      { code: "fast-fill", points: 15, text: expect.stringMatching(/^Sent [12] seconds?/) },
    ]);

    const sender = address();
    for (let i = 0; i < 3; i++) expect((await enquire({ email: sender })).spam_score).toBe(0);
    const flood = await enquire({ email: sender });
    expect(flood.reasons).toEqual([
      { code: "sender-rate", points: 20, text: expect.stringMatching(/^3 other messages/) },
    ]);

    // The links weight is this app's SPAM_WEIGHT_LINKS (12), per link.
    const links = await enquire({
      message: "Our sites: https://one.example/a and www.two.example, have a look.",
    });
    expect(links.reasons).toEqual([{ code: "links", points: 24, text: "2 links in the message." }]);

    const text = `We would like a new website for our bakery (${randomUUID()}).`;
    expect((await enquire({ message: text })).spam_score).toBe(0);
    // Another sender, the same words in another case and spacing.
    const again = await enquire({ message: `  ${text.toUpperCase()}  ` });
    expect(again.reasons).toEqual([
      { code: "repeated-text", points: 20, text: expect.stringMatching(/1 time before/) },
    ]);

    const disposable = await enquire({ email: address("mailinator.com") });
    expect(disposable.reasons).toEqual([
      { code: "disposable-domain", points: 35, text: expect.stringContaining("mailinator.com") },
    ]);

    for (const row of [captcha, fast, flood, links, again, disposable]) {
      expect(row.status).toBe("new");
      expect(row.spam_score).toBe(row.reasons[0]!.points);
      expect(await notifications(row.id)).toHaveLength(1);
    }
  });

  it("files one at the threshold as Spam: kept with its reasons, not new, not mailed", async () => {
    const before = await newBadge();
    // 35 (disposable) + 2 links at 12: 59, over this app's threshold of 50.
    const spam = await enquire({
      email: address("yopmail.com"),
      message: "Cheap offers at https://deals.example and https://more.example today!",
    });
    expect(spam.status).toBe("spam");
    expect(spam.spam_score).toBe(59);
    expect(spam.reasons.map((r) => r.code)).toEqual(["links", "disposable-domain"]);
    expect(spam.spam_at).not.toBeNull();
    expect(await notifications(spam.id)).toEqual([]);
    expect(await newBadge()).toBe(before);

    // Below the threshold (3 links: 36), it is as before: new, and mailed.
    const real = await enquire({
      message: "See https://a.example, https://b.example and https://c.example for our work.",
    });
    expect(real).toMatchObject({ status: "new", spam_score: 36, spam_at: null });
    expect(await notifications(real.id)).toHaveLength(1);
    expect(await newBadge()).toBe(String(Number(before) + 1));

    const folder = await get(site.app, "/admin/enquiries?status=spam", cookie);
    expect(folder.body).toContain(spam.email);
    expect(folder.body).not.toContain(real.email);
  });

  it("'Not spam' moves it to New and queues its notification once, however often it is pressed", async () => {
    const spam = await enquire({
      email: address("guerrillamail.com"),
      message: "Visit https://x.example and https://y.example now",
    });
    expect(spam.status).toBe("spam");
    const page = await get(site.app, `/admin/enquiries/${spam.id}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`>${spamCopy.heading}</h2>`);
    expect(page.body).toContain("2 links in the message.");
    expect(page.body).toContain("guerrillamail.com, a disposable-mail service.");
    expect(page.body).toContain(`>${spamCopy.notSpam}</button>`);

    const press = () =>
      postForm(site.app, `/admin/enquiries/${spam.id}`, { intent: "not-spam" }, { cookie });
    const [first, second] = await Promise.all([press(), press()]);
    const third = await press();
    const locations = [first, second, third].map((r) => r.headers.location);
    expect([first, second, third].map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect(locations.filter((l) => l?.endsWith("saved=not-spam"))).toHaveLength(1);
    expect(locations.filter((l) => l?.endsWith("saved=not-spam-already"))).toHaveLength(2);

    const row = await site.database.db
      .selectFrom("contact_enquiries")
      .select(["status", "spam_at", "spam_score"])
      .where("id", "=", spam.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "new", spam_at: null, spam_score: 59 });
    expect(await notifications(spam.id)).toHaveLength(1);
    // It is sent: the mail server has it, once.
    await expect
      .poll(async () => (await notifications(spam.id)).map((n) => n.status), { timeout: 10_000 })
      .toEqual(["sent"]);
    expect(smtp.messages.filter((m) => m.raw.includes(spam.email))).toHaveLength(1);

    const moved = await get(site.app, `/admin/enquiries/${spam.id}?saved=not-spam`, cookie);
    expect(moved.body).toContain(spamCopy.notSpamSaved);
    expect(moved.body).not.toContain(`>${spamCopy.heading}</h2>`);
    const audit = await site.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "detail"])
      .where("target", "=", spam.id)
      .execute();
    expect(audit).toEqual([
      {
        action: "enquiry-not-spam",
        actor_email: EDITOR.email,
        detail: "spam → new, notification queued",
      },
    ]);
  });

  it("'Not spam' queues its lead alerts once, saying where the lead came from", async () => {
    const now = new Date().toISOString();
    await site.database.db
      .insertInto("webhooks")
      .values({
        id: "hook-not-spam",
        url: "https://alerts.invalid/hook",
        secret: "s3cret",
        format: "json",
        created_at: now,
        updated_at: now,
      })
      .execute();
    try {
      const spam = await enquire({
        email: address("guerrillamail.com"),
        message: "Visit https://x.example and https://y.example today",
        sourceVisit: "landing=%2Fservices&referrer=news.example&utm_source=forum",
      });
      expect(spam.status).toBe("spam");
      const alerts = () =>
        site.database.db
          .selectFrom("mail_outbox")
          .select("payload")
          .where("enquiry_id", "=", spam.id)
          .where("kind", "=", WEBHOOK_DELIVERY_KIND)
          .execute();
      expect(await alerts()).toEqual([]);
      const press = () =>
        postForm(site.app, `/admin/enquiries/${spam.id}`, { intent: "not-spam" }, { cookie });
      await Promise.all([press(), press()]);
      const [alert, ...more] = await alerts();
      expect(more).toEqual([]);
      const body = JSON.parse((JSON.parse(alert!.payload) as { body: string }).body) as {
        event: string;
        enquiry: { source: unknown };
      };
      expect(body.event).toBe("enquiry.created");
      expect(body.enquiry.source).toEqual({
        form: null,
        page: null,
        language: null,
        landingPage: "/services",
        referrer: "news.example",
        utm: { utm_source: "forum" },
      });
      const audit = await site.database.db
        .selectFrom("audit_log")
        .select("detail")
        .where("target", "=", spam.id)
        .executeTakeFirstOrThrow();
      expect(audit.detail).toBe("spam → new, notification queued, 1 lead alert queued");
    } finally {
      await site.database.db
        .updateTable("webhooks")
        .set({ paused: 1, paused_reason: "owner" })
        .where("id", "=", "hook-not-spam")
        .execute();
    }
  });

  it("'Spam' on a real one only moves it; 'Not spam' then sends nothing a second time", async () => {
    const real = await enquire({});
    const status = (value: string) =>
      postForm(
        site.app,
        `/admin/enquiries/${real.id}`,
        { intent: "status", status: value },
        { cookie },
      );
    expect((await status("spam")).statusCode).toBe(303);
    const filed = await site.database.db
      .selectFrom("contact_enquiries")
      .select(["status", "spam_at", "spam_score"])
      .where("id", "=", real.id)
      .executeTakeFirstOrThrow();
    expect(filed).toMatchObject({ status: "spam", spam_score: 0 });
    expect(filed.spam_at).not.toBeNull();
    const page = await get(site.app, `/admin/enquiries/${real.id}`, cookie);
    expect(page.body).toContain(spamCopy.noReasons);

    const back = await postForm(
      site.app,
      `/admin/enquiries/${real.id}`,
      { intent: "not-spam" },
      { cookie },
    );
    expect(back.headers.location).toMatch(/saved=not-spam$/);
    expect(await notifications(real.id)).toHaveLength(1);
  });

  it("scores comments too: spam is filed apart with its reasons, 'Not spam' puts it in the queue", async () => {
    const comment = async (email: string, message: string) => {
      const response = await postJson(site.app, "/api/comments", {
        name: "Casey Jones",
        email,
        message,
        recaptchaToken: token(),
        website: "",
      });
      expect(response.statusCode).toBe(201);
      return site.database.db
        .selectFrom("blog_comments")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
    };
    const spam = await comment(
      address("trashmail.com"),
      "Great post! https://pills.example https://more-pills.example",
    );
    const kind = await comment(address(), "Clear and useful, with one link: https://docs.example");
    expect(spam).toMatchObject({ status: "spam", spam_score: 59 });
    expect(kind).toMatchObject({ status: "pending", spam_score: 12, spam_at: null });

    const queue = await get(site.app, "/admin/comments", cookie);
    expect(queue.body).toContain(kind.email);
    expect(queue.body).not.toContain(spam.email);
    const folder = await get(site.app, "/admin/comments?status=spam", cookie);
    expect(folder.body).toContain(spam.email);
    expect(folder.body).toContain(`>${spamCopy.heading}</h2>`);
    expect(folder.body).toContain("trashmail.com, a disposable-mail service.");
    expect(folder.body).toContain(">Not spam</button>");

    const notSpam = () =>
      postForm(
        site.app,
        "/admin/comments?status=spam",
        { id: spam.id, decision: "not-spam" },
        { cookie },
      );
    expect((await notSpam()).headers.location).toBe("/admin/comments?status=spam&done=not-spam");
    expect((await notSpam()).statusCode).toBe(303);
    // 'Not spam' never touches a comment that is not spam.
    await postForm(site.app, "/admin/comments", { id: kind.id, decision: "approve" }, { cookie });
    await postForm(site.app, "/admin/comments", { id: kind.id, decision: "not-spam" }, { cookie });
    const rows = await site.database.db
      .selectFrom("blog_comments")
      .select(["id", "status", "spam_at"])
      .where("id", "in", [spam.id, kind.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.spam_at]]))).toEqual({
      [spam.id]: ["pending", null],
      [kind.id]: ["approved", null],
    });
    const audit = await site.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "in", [spam.id, kind.id])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["comment-approved", "comment-not-spam"]);
  });

  it("purges spam filed over 30 days ago, and nothing else, one instance at a time", async () => {
    const { db } = site.database;
    // As if the job had never run (the app's own timer waits a minute after start).
    await db.deleteFrom("job_leases").execute();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const enquiry = async (
      status: "spam" | "new",
      filedDaysAgo: number | null,
      ageDays: number,
    ) => {
      const id = randomUUID();
      await db
        .insertInto("contact_enquiries")
        .values({
          id,
          name: "Old One",
          email: address(),
          phone: "+1 307 555 0142",
          subject: "Sales",
          message: "old",
          status,
          created_at: ago(ageDays),
          spam_at: filedDaysAgo === null ? null : ago(filedDaysAgo),
        })
        .execute();
      await db
        .insertInto("enquiry_events")
        .values({
          id: randomUUID(),
          enquiry_id: id,
          kind: "note",
          from_status: null,
          to_status: null,
          note: "seen",
          actor_email: EDITOR.email,
          created_at: ago(ageDays),
        })
        .execute();
      return id;
    };
    const comment = async (status: "spam" | "rejected", filedDaysAgo: number | null) => {
      const id = randomUUID();
      await db
        .insertInto("blog_comments")
        .values({
          id,
          post_slug: null,
          name: "Old Comment",
          email: address(),
          phone: null,
          option: null,
          message: "old",
          status,
          idempotency_key: null,
          created_at: ago(60),
          spam_at: filedDaysAgo === null ? null : ago(filedDaysAgo),
        })
        .execute();
      return id;
    };
    const expired = await enquiry("spam", 31, 45);
    const recent = await enquiry("spam", 29, 45);
    const oldReal = await enquiry("new", null, 90);
    const expiredComment = await comment("spam", 31);
    const oldRejected = await comment("rejected", null);

    // Each instance has its own job; they share the lease.
    const instance = () => createSpamPurge({ database: site.database, log: site.app.log });
    const [a, b] = await Promise.all([instance().runOnce(now), instance().runOnce(now)]);
    // One instance purged; the other found the job taken (or already done).
    expect([a, b].filter(Boolean)).toEqual([{ enquiries: 1, comments: 1 }]);
    // Not due again within the hour.
    expect(await instance().runOnce(new Date(now.getTime() + 60_000))).toBeNull();

    const left = await db.selectFrom("contact_enquiries").select("id").execute();
    const ids = new Set(left.map((r) => r.id));
    expect(ids.has(expired)).toBe(false);
    expect(ids.has(recent)).toBe(true);
    expect(ids.has(oldReal)).toBe(true);
    const events = await db
      .selectFrom("enquiry_events")
      .select("enquiry_id")
      .where("enquiry_id", "in", [expired, recent])
      .execute();
    expect(events.map((e) => e.enquiry_id)).toEqual([recent]);
    const comments = await db
      .selectFrom("blog_comments")
      .select("id")
      .where("id", "in", [expiredComment, oldRejected])
      .execute();
    expect(comments.map((c) => c.id)).toEqual([oldRejected]);
    expect(await purgeSpam(site.database, now)).toEqual({ enquiries: 0, comments: 0 });
  });

  it("lets a job's lease be taken by one instance until it runs out", async () => {
    const now = new Date();
    const claim = (at: Date) =>
      claimJobLease(site.database, { name: "test-job", leaseMs: 60_000, everyMs: 0, now: at });
    const first = await claim(now);
    expect(first).toEqual({ name: "test-job", token: expect.any(String) });
    expect(await claim(now)).toBeNull();
    const second = await claim(new Date(now.getTime() + 61_000));
    expect(second?.token).not.toBe(first?.token);
  });

  it("keeps the console's pages to signed-in people", async () => {
    const signedOut = await postForm(site.app, `/admin/enquiries/${randomUUID()}`, {
      intent: "not-spam",
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    const missing = await postForm(
      site.app,
      `/admin/enquiries/${randomUUID()}`,
      { intent: "not-spam" },
      { cookie },
    );
    expect(missing.statusCode).toBe(404);
  });
});
