import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { subscribersCopy } from "../../../app/admin/subscribers/subscribers-words.ts";
import { enquiryCopy } from "../../../app/admin/enquiries/enquiries-words.ts";
import { newsletterPageCopy, newsletterReply } from "../../../app/content/newsletter.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { EXPIRED_KEPT_MS, expireSubscriptions } from "../../db/newsletter.ts";
import type { OutboxMessage } from "../../db/outbox.ts";
import { toCsv } from "../../cli/csv.ts";
import {
  EDITOR,
  OWNER,
  SITE,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { stampServed } from "../../../tests/support/config.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { postJson, validEnquiry } from "../../../tests/support/forms.ts";

// Newsletter double opt-in (public links), /admin/subscribers and the
// enquiry's source form, through the built app on a real database.

const confirmCopy = newsletterPageCopy.confirm;
const unsubscribeCopy = newsletterPageCopy.unsubscribe;
// React escapes apostrophes in text; the copy is compared as the page shows it.
const html = (text: string) => text.replace(/'/g, "&#x27;");

describeEachDialect("newsletter double opt-in and /admin/subscribers", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, {
      env: { FORM_RATE_LIMIT_MAX: "10000" },
    }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("mail_outbox").execute();
    await database.db.deleteFrom("contact_enquiries").execute();
    await database.db.deleteFrom("newsletter_subscriptions").execute();
    await database.db.deleteFrom("idempotency_keys").execute();
  });

  const signUp = (email: string) => postJson(app, "/api/newsletter", { email });
  const subscriber = (email: string) =>
    database.db
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
  const mails = async () =>
    (
      await database.db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "=", "newsletter-confirmation")
        .orderBy("created_at")
        .execute()
    ).map((row) => JSON.parse(row.payload) as OutboxMessage);
  /** The path and query of the e-mail's link to `page`. */
  const linkIn = (mail: OutboxMessage, page: "confirm" | "unsubscribe") => {
    const match = new RegExp(`${SITE}(/newsletter/${page}\\?token=[A-Za-z0-9_-]{43})`).exec(
      mail.text,
    );
    if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
    return match[1]!;
  };

  it("stores a sign-up as pending and queues one e-mail with a confirm and an unsubscribe link", async () => {
    const response = await signUp("Reader@Example.com");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: newsletterReply });
    expect(await subscriber("reader@example.com")).toMatchObject({
      status: "pending",
      confirmed_at: null,
    });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.to).toBe("reader@example.com");
    const unsubscribe = linkIn(mail!, "unsubscribe");
    expect(linkIn(mail!, "confirm")).toMatch(/^\/newsletter\/confirm\?token=/);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${SITE}${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Only the token's hash is stored.
    const row = await subscriber("reader@example.com");
    expect(mail!.text).not.toContain(row!.confirm_token_hash!);
  });

  it("confirms with the link once, on a page that is neither cached nor indexed", async () => {
    await signUp("reader@example.com");
    const [mail] = await mails();
    const page = await get(app, linkIn(mail!, "confirm"));
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    expect(page.body).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/);
    expect(page.body).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(page.body).toContain(confirmCopy.confirmed.heading);
    expect(await subscriber("reader@example.com")).toMatchObject({
      status: "confirmed",
      confirmed_at: expect.any(String),
      confirm_token_hash: null,
    });
    // A second visit changes nothing and says the link is spent.
    const again = await get(app, linkIn(mail!, "confirm"));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(html(confirmCopy.invalid.heading));
    expect((await subscriber("reader@example.com"))!.status).toBe("confirmed");
  });

  it("answers a wrong or expired link with a clear message and changes nothing", async () => {
    await signUp("late@example.com");
    const [mail] = await mails();
    for (const url of [
      "/newsletter/confirm",
      "/newsletter/confirm?token=nonsense",
      `/newsletter/confirm?token=${"A".repeat(43)}`,
    ]) {
      const page = await get(app, url);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(html(confirmCopy.invalid.heading));
    }
    const before = await subscriber("late@example.com");
    await database.db
      .updateTable("newsletter_subscriptions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await get(app, linkIn(mail!, "confirm"));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(confirmCopy.expired.heading);
    expect(await subscriber("late@example.com")).toMatchObject({
      status: "pending",
      confirmed_at: null,
      confirm_token_hash: before!.confirm_token_hash,
    });
  });

  it("expires unconfirmed sign-ups after 7 days: not subscribers, then deleted", async () => {
    await signUp("never@example.com");
    await signUp("fresh@example.com");
    const [mail] = await mails();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await database.db
      .updateTable("newsletter_subscriptions")
      .set({ created_at: eightDaysAgo, expires_at: new Date(Date.now() - 3600_000).toISOString() })
      .where("email", "=", "never@example.com")
      .execute();
    const list = await get(app, "/admin/subscribers", editor);
    expect(list.body).toContain(subscribersCopy.confirmedCount(0));
    expect((await subscriber("never@example.com"))!.status).toBe("expired");
    expect((await subscriber("fresh@example.com"))!.status).toBe("pending");
    const expiredOnly = await get(app, "/admin/subscribers?status=expired", editor);
    expect(expiredOnly.body).toContain("never@example.com");
    expect(expiredOnly.body).not.toContain("fresh@example.com");
    // The link says it expired; signing up again starts afresh with a new link.
    expect((await get(app, linkIn(mail!, "confirm"))).statusCode).toBe(410);
    // Kept 30 days after expiry, then deleted.
    await expireSubscriptions(database.db, new Date(Date.now() + EXPIRED_KEPT_MS + 60_000));
    expect(await subscriber("never@example.com")).toBeUndefined();
    expect(await subscriber("fresh@example.com")).toBeDefined();
  });

  it("answers a repeat sign-up the same, with one row, and sends a new link only when due", async () => {
    await signUp("again@example.com");
    const second = await signUp("AGAIN@example.com");
    expect(second.json()).toEqual({ success: true, message: newsletterReply });
    expect(await mails()).toHaveLength(1);
    // An hour later, a pending address gets a new link; the old one stops working.
    const [first] = await mails();
    await database.db
      .updateTable("newsletter_subscriptions")
      .set({ confirm_sent_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .execute();
    await signUp("again@example.com");
    const [, resent] = await mails();
    expect(resent).toBeDefined();
    expect(linkIn(resent!, "unsubscribe")).toBe(linkIn(first!, "unsubscribe"));
    expect((await get(app, linkIn(first!, "confirm"))).statusCode).toBe(400);
    expect((await get(app, linkIn(resent!, "confirm"))).statusCode).toBe(200);
    // Confirmed: a sign-up changes nothing and sends nothing, with the same answer.
    const confirmed = await signUp("again@example.com");
    expect(confirmed.json()).toEqual({ success: true, message: newsletterReply });
    expect(await mails()).toHaveLength(2);
    const rows = await database.db.selectFrom("newsletter_subscriptions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("confirmed");
  });

  it("takes the footer's sign-up as a page post too, answering with the page", async () => {
    const response = await postForm(app, "/newsletter/unsubscribe", {
      form: "newsletter",
      email: "footer@example.com",
      formStamp: stampServed(9000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(newsletterReply);
    expect((await subscriber("footer@example.com"))!.status).toBe("pending");
    expect(await mails()).toHaveLength(1);
  });

  it("unsubscribes with one GET showing a POST button, and by the mail program's one-click POST", async () => {
    await signUp("leaver@example.com");
    await signUp("oneclick@example.com");
    const [leaver, oneClick] = await mails();
    const link = linkIn(leaver!, "unsubscribe");
    const ask = await get(app, link);
    expect(ask.statusCode).toBe(200);
    expect(ask.headers["cache-control"]).toBe("no-store");
    expect(ask.body).toContain(unsubscribeCopy.ask.heading);
    expect(ask.body).toContain("l•••@example.com");
    expect(ask.body).not.toContain("leaver@example.com");
    expect(ask.body).toMatch(
      /<form[^>]* action="\/newsletter\/unsubscribe\?token=[^"]+" method="post"/,
    );
    // Opening the link changed nothing.
    expect((await subscriber("leaver@example.com"))!.status).toBe("pending");

    const done = await postForm(app, link, {}, { origin: null });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(unsubscribeCopy.done.heading);
    expect(await subscriber("leaver@example.com")).toMatchObject({
      status: "unsubscribed",
      unsubscribed_at: expect.any(String),
      confirm_token_hash: null,
    });
    // Its confirmation link no longer subscribes anyone.
    expect((await get(app, linkIn(leaver!, "confirm"))).statusCode).toBe(400);
    expect((await get(app, link)).body).toContain(unsubscribeCopy.already.heading);

    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click to the header's address.
    const header = oneClick!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const clicked = await app.inject({
      method: "POST",
      url: header.slice(SITE.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(clicked.statusCode).toBe(200);
    expect((await subscriber("oneclick@example.com"))!.status).toBe("unsubscribed");

    const bad = await postForm(app, "/newsletter/unsubscribe?token=nope", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(html(unsubscribeCopy.invalid.heading));

    // Signing up again after unsubscribing asks for a new confirmation.
    await signUp("leaver@example.com");
    expect((await subscriber("leaver@example.com"))!.status).toBe("pending");
    expect(await mails()).toHaveLength(3);
  });

  it("lists subscribers newest first, filters, searches and pages for both roles", async () => {
    const now = Date.now();
    for (let i = 0; i < 27; i++) {
      await database.db
        .insertInto("newsletter_subscriptions")
        .values({
          id: `sub-${String(i).padStart(2, "0")}`,
          email: `reader${i}@example.com`,
          status: i % 3 === 0 ? "confirmed" : "pending",
          created_at: new Date(now - (100 - i) * 60_000).toISOString(),
          expires_at: new Date(now + 3600_000).toISOString(),
          unsubscribe_token: `token-${i}`,
        })
        .execute();
    }
    const first = await get(app, "/admin/subscribers", editor);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const order = [...first.body.matchAll(/data-subscriber="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toHaveLength(25);
    expect(order.slice(0, 2)).toEqual(["reader26@example.com", "reader25@example.com"]);
    expect(first.body).toContain(subscribersCopy.count(27));
    expect(first.body).toContain(subscribersCopy.confirmedCount(9));
    const second = await get(app, "/admin/subscribers?page=2", editor);
    expect([...second.body.matchAll(/data-subscriber="([^"]+)"/g)]).toHaveLength(2);
    const confirmed = await get(app, "/admin/subscribers?status=confirmed", editor);
    expect([...confirmed.body.matchAll(/data-subscriber=/g)]).toHaveLength(9);
    const search = await get(app, "/admin/subscribers?q=READER1", editor);
    expect([...search.body.matchAll(/data-subscriber=/g)]).toHaveLength(11);
    const none = await get(app, "/admin/subscribers?q=nobody", editor);
    expect(none.body).toContain(subscribersCopy.empty);
    const owner = await signIn(app, OWNER, "10.0.0.2");
    expect((await get(app, "/admin/subscribers", owner)).statusCode).toBe(200);
    expect(first.body).toContain('href="/admin/subscribers"');
  });

  it("shows an empty list plainly", async () => {
    const page = await get(app, "/admin/subscribers", editor);
    expect(page.body).toContain(subscribersCopy.emptyAll);
  });

  it("exports the current filter as formula-safe CSV and records the export", async () => {
    await database.db
      .insertInto("newsletter_subscriptions")
      .values([
        {
          id: "a",
          email: "=hyperlink(1)@evil.example",
          status: "confirmed",
          created_at: "2026-11-01T10:00:00.000Z",
          confirmed_at: "2026-11-01T10:05:00.000Z",
          unsubscribe_token: "t-a",
        },
        {
          id: "b",
          email: "gone@example.com",
          status: "unsubscribed",
          created_at: "2026-11-02T10:00:00.000Z",
          unsubscribed_at: "2026-11-03T10:00:00.000Z",
          unsubscribe_token: "t-b",
        },
      ])
      .execute();
    const all = await postForm(
      app,
      "/admin/subscribers/export",
      { q: "", status: "" },
      {
        cookie: editor,
      },
    );
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(all.headers["content-disposition"]).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.body).toBe(
      toCsv([
        [
          "id",
          "email",
          "status",
          "createdAt",
          "confirmedAt",
          "unsubscribedAt",
          "expiresAt",
          "captcha",
        ],
        [
          "b",
          "gone@example.com",
          "unsubscribed",
          "2026-11-02T10:00:00.000Z",
          "",
          "2026-11-03T10:00:00.000Z",
          "",
          "off",
        ],
        [
          "a",
          "=hyperlink(1)@evil.example",
          "confirmed",
          "2026-11-01T10:00:00.000Z",
          "2026-11-01T10:05:00.000Z",
          "",
          "",
          "off",
        ],
      ]),
    );
    expect(all.body).toContain("'=hyperlink(1)@evil.example");
    const confirmed = await postForm(
      app,
      "/admin/subscribers/export",
      { q: "", status: "confirmed" },
      { cookie: editor },
    );
    expect(confirmed.body.trim().split("\r\n")).toHaveLength(2);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "subscriber-export")
      .execute();
    expect(audit.map((a) => a.detail)).toEqual(
      expect.arrayContaining(["2 rows, all statuses", "1 rows, status confirmed"]),
    );
  });

  it("removes a subscriber after a confirmation step, audited without the address", async () => {
    await signUp("erase@example.com");
    const row = await subscriber("erase@example.com");
    const ask = await get(app, `/admin/subscribers?remove=${row!.id}`, editor);
    expect(ask.body).toContain(subscribersCopy.confirmRemove.heading);
    expect(await subscriber("erase@example.com")).toBeDefined();
    const removed = await postForm(
      app,
      `/admin/subscribers?remove=${row!.id}`,
      { intent: "remove", id: row!.id },
      { cookie: editor },
    );
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe("/admin/subscribers?done=removed");
    expect(await subscriber("erase@example.com")).toBeUndefined();
    expect((await get(app, "/admin/subscribers?done=removed", editor)).body).toContain(
      subscribersCopy.removed,
    );
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscriber-removed")
      .execute();
    expect(audit).toMatchObject([
      { actor_email: EDITOR.email, target: row!.id, detail: "pending subscriber" },
    ]);
    expect(JSON.stringify(audit)).not.toContain("erase@example.com");
    const again = await postForm(
      app,
      "/admin/subscribers",
      { intent: "remove", id: row!.id },
      { cookie: editor },
    );
    expect(again.headers.location).toBe("/admin/subscribers?done=gone");
  });

  it("lets no one signed out list, export or remove, and refuses a cross-site removal", async () => {
    await signUp("kept@example.com");
    const row = await subscriber("kept@example.com");
    const list = await get(app, "/admin/subscribers");
    expect(list.statusCode).toBe(303);
    expect(list.headers.location).toBe("/admin/login");
    const exported = await postForm(app, "/admin/subscribers/export", { q: "", status: "" });
    expect(exported.statusCode).toBe(303);
    expect(exported.body).not.toContain("kept@example.com");
    const removed = await postForm(app, "/admin/subscribers", { intent: "remove", id: row!.id });
    expect(removed.statusCode).toBe(303);
    const forged = await postForm(
      app,
      "/admin/subscribers",
      { intent: "remove", id: row!.id },
      { cookie: editor, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    expect(await subscriber("kept@example.com")).toBeDefined();
  });

  it("stores which form and page each enquiry came from and shows it on the enquiry", async () => {
    const sends: [string, Record<string, string>, string][] = [
      ["/contact", { sourceForm: "get-in-touch", sourcePage: "/contact" }, "Contact page form"],
      ["/", { sourceForm: "talk-to-us", sourcePage: "/" }, "Home page"],
      ["/services", { sourceForm: "services", sourcePage: "/services" }, "Services contact block"],
      [
        "/home-two/services",
        { sourceForm: "services", sourcePage: "/home-two/services" },
        "Services contact block",
      ],
    ];
    for (const [page, source, name] of sends) {
      const response = await postForm(app, page, {
        form: "contact",
        ...validEnquiry,
        ...source,
        name: `Visitor ${source.sourcePage!.replace(/[^a-z]/g, " ").trim() || "home"}`,
      });
      expect(response.statusCode, page).toBe(200);
      const row = await database.db
        .selectFrom("contact_enquiries")
        .selectAll()
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source_form: source.sourceForm, source_page: source.sourcePage });
      const detail = await get(app, `/admin/enquiries/${row.id}`, editor);
      expect(detail.body).toContain(enquiryCopy.source);
      expect(detail.body).toContain(html(enquiryCopy.sourceForms[source.sourceForm!]!));
      expect(detail.body).toContain(source.sourcePage);
      expect(html(enquiryCopy.sourceForms[source.sourceForm!]!)).toContain(html(name));
    }
    // The JSON API takes the same fields; anything not ours is stored as unknown, never refused.
    const api = await postJson(app, "/api/contact", {
      ...validEnquiry,
      name: "Api Client",
      sourceForm: "<script>",
      sourcePage: "javascript:alert(1)",
    });
    expect(api.statusCode).toBe(201);
    const row = await database.db
      .selectFrom("contact_enquiries")
      .selectAll()
      .where("name", "=", "Api Client")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_form: null, source_page: null });
    const detail = await get(app, `/admin/enquiries/${row.id}`, editor);
    expect(detail.body).toContain(enquiryCopy.sourceUnknown);
  });
});
