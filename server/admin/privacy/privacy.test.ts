import { addressHash, erasureLogIn, erasuresInFile } from "./erasure-log.ts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import { privacyCopy } from "../../../app/admin/privacy/privacy-words.ts";
import { blogArticle } from "../../../app/content/blog.ts";
import type { EnquiryStatus } from "../../../app/lib/admin/statuses.ts";
import { createRetentionJob } from "./retention-job.ts";
import { purgeExpired } from "./retention.ts";
import { storeComment } from "../../db/comments.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { storeEnquiry } from "../../db/enquiries.ts";
import { fingerprintOf } from "../../db/idempotency.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { subscribe } from "../../db/newsletter.ts";
import { enqueueMail } from "../../db/outbox.ts";
import { queueWebhookDelivery } from "../../db/webhooks.ts";
import { seedPortfolio } from "../../db/seed.ts";
import { enquiryNotification } from "../../mail/enquiry-email.ts";
import {
  EDITOR,
  OWNER,
  consoleUsers,
  get,
  postForm,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";
import { testConfig } from "../../../tests/support/config.ts";

// Privacy requests and retention (docs/privacy.md): /admin/privacy finds
// everything stored about an address, downloads it as JSON and erases it in
// one transaction; the retention job deletes what is past its period, one
// instance at a time.

const TYPED = "  Ann.Lee@Example.COM ";
const ADDRESS = "ann.lee@example.com";
// Whole addresses only: "joann.lee@example.com" and "ann.lee@example.com.au" are other people.
const NAMES_ADDRESS =
  /(?<![a-z0-9!#$%&'*+/=?^_`{|}~.-])ann\.lee@example\.com(?![a-z0-9-]|\.[a-z0-9])/i;
const DAY = 24 * 60 * 60 * 1000;
/** What is stored about Ann, by table, once the staff have worked on her rows. */
const FOUND = {
  contact_enquiries: 2,
  // The status change, the reply and the status it gave.
  enquiry_events: 3,
  blog_comments: 1,
  newsletter_subscriptions: 1,
  // Her notification, the reply, the lead alert, the newsletter's confirmation, the e-mail
  // naming her.
  mail_outbox: 5,
  webhook_deliveries: 1,
  // The page she read the day she sent an enquiry, and the enquiry's row.
  analytics_views: 2,
  idempotency_keys: 2,
  // The comment's approval and the enquiry's status change.
  audit_log: 2,
};
// React escapes apostrophes in text; the copy is compared as the page shows it.
const html = (text: string) => text.replace(/'/g, "&#x27;");

describeEachDialect("privacy requests and retention", (create, dialect) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;

  /** Every table of the database, whatever migrations made it: from the dialect's own catalogue. */
  async function everyTable(): Promise<string[]> {
    const { rows } =
      dialect === "postgres"
        ? await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            database.db,
          )
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
    return rows.map((r) => r.name).sort();
  }

  /** Each table's text columns (from information_schema or sqlite's table_info). */
  async function textColumns(table: string): Promise<string[]> {
    if (dialect === "postgres") {
      const { rows } = await sql<{ name: string }>`select column_name as name
        from information_schema.columns where table_schema = current_schema()
        and table_name = ${table} and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(
        database.db,
      );
      return rows.map((r) => r.name);
    }
    const { rows } = await sql<{ name: string; type: string }>`select name, type
      from pragma_table_info(${table})`.execute(database.db);
    return rows
      .filter((r) => /text|char|clob|json/i.test(r.type) || r.type === "")
      .map((r) => r.name);
  }

  /** Where, in every table and text column, a value names the address: "table.column" each time. */
  async function whereAddressIs(): Promise<string[]> {
    const hits: string[] = [];
    for (const table of await everyTable()) {
      const columns = await textColumns(table);
      if (!columns.length) continue;
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
        columns.map((c) => sql.ref(c)),
      )} from ${sql.table(table)}`.execute(database.db);
      for (const row of rows) {
        for (const column of columns) {
          const value = row[column];
          if (value === null || value === undefined) continue;
          // JSON text too: "\\nann.lee@…" is a line break before the address.
          const text = String(value);
          if (NAMES_ADDRESS.test(text) || NAMES_ADDRESS.test(text.replace(/\\./g, " "))) {
            hits.push(`${table}.${column}`);
          }
        }
      }
    }
    return hits;
  }

  /** How many rows each table holds. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await everyTable()) {
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(
        table,
      )}`.execute(database.db);
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  }

  const find = (email: string, cookie = owner) =>
    postForm(app, "/admin/privacy", { intent: "find", email }, { cookie });
  const groupsIn = (body: string) =>
    Object.fromEntries(
      [...parseHtml(body).document.querySelectorAll("section[data-table]")].map((section) => [
        section.getAttribute("data-table"),
        section.querySelectorAll("li").length,
      ]),
    );

  let annEnquiry = "";
  let annComment = "";

  beforeAll(async () => {
    requireBuild();
    testDb = await create({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    // The posts a comment belongs to live in the database.
    await seedPortfolio(database);
    const users = consoleUsers(database);
    await users.add(OWNER.email, "owner", OWNER.password, "test");
    await users.add(EDITOR.email, "editor", EDITOR.password, "test");

    // Ann: two enquiries (one with its notification e-mail and idempotency key), a
    // comment, a newsletter sign-up, and an e-mail to the agency that names her.
    const enquiry = {
      name: "Ann Lee",
      phone: "+1 307 555 0100",
      subject: "Sales",
      message: "A new website, please.",
    };
    const first = await storeEnquiry(
      database,
      { ...enquiry, email: "Ann.Lee@example.com" },
      {
        idempotency: { scope: "contact", key: "key-ann-1", fingerprint: fingerprintOf(enquiry) },
        captcha: "off",
        notification: enquiryNotification,
      },
    );
    annEnquiry = first.id;
    const second = await storeEnquiry(
      database,
      { ...enquiry, email: "ann.lee@example.com ", subject: "Support" },
      { idempotency: null, captcha: "passed", notification: null },
    );
    await storeComment(
      database,
      {
        name: "Ann Lee",
        email: "ann.lee@example.com",
        message: "Great read!",
        postSlug: blogArticle.slug,
      },
      {
        idempotency: { scope: "comment", key: "key-ann-2", fingerprint: "f" },
        captcha: "off",
      },
    );
    annComment = (
      await database.db
        .selectFrom("blog_comments")
        .select("id")
        .where("name", "=", "Ann Lee")
        .executeTakeFirstOrThrow()
    ).id;
    await subscribe(database, ADDRESS, {
      captcha: "off",
      confirmationMail: (links) => ({
        to: links.email,
        subject: "Confirm your subscription",
        text: "Confirm: …",
        replyTo: null,
      }),
    });
    await enqueueMail(database.db, {
      kind: "test",
      enquiryId: null,
      message: {
        subject: "Call back",
        text: "Please call back\nann.lee@example.com.",
        replyTo: null,
      },
      now: new Date(),
    });

    // Other people, some with addresses that contain Ann's.
    const jo = await storeEnquiry(
      database,
      { ...enquiry, name: "Jo Ann", email: "joann.lee@example.com" },
      { idempotency: null, captcha: "off", notification: enquiryNotification },
    );

    // A lead alert for her enquiry and one for Jo's: each a delivery and its outbox row.
    const at = new Date().toISOString();
    await database.db
      .insertInto("webhooks")
      .values({
        id: "hook",
        url: "https://hooks.example.com/lead",
        secret: "s",
        format: "json",
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const [id, enquiryId, email] of [
      ["alert-ann", annEnquiry, "Ann.Lee@example.com"],
      ["alert-jo", jo.id, "joann.lee@example.com"],
    ] as const) {
      await queueWebhookDelivery(database.db, {
        id,
        webhookId: "hook",
        event: "enquiry.created",
        enquiryId,
        body: JSON.stringify({ event: "enquiry.created", enquiry: { email } }),
        now: new Date(),
      });
    }
    // The analytics of the day Ann sent her first enquiry (the page she read, and the
    // enquiry, under her day's pseudonym), and of Jo's.
    const today = at.slice(0, 10);
    const counted = (visitor: string, kind: "page" | "enquiry", enquiryId: string | null) => ({
      day: today,
      at,
      kind,
      visitor,
      path: "/contact",
      device: "desktop" as const,
      language: "en",
      enquiry_id: enquiryId,
    });
    await database.db
      .insertInto("analytics_views")
      .values([
        counted("h:ann", "page", null),
        counted("h:ann", "enquiry", annEnquiry),
        counted("h:jo", "page", null),
        counted("h:jo", "enquiry", jo.id),
      ])
      .execute();
    await storeComment(
      database,
      { name: "Bob", email: "bob@example.com", message: "Nice.", postSlug: blogArticle.slug },
      { idempotency: { scope: "comment", key: "key-bob", fingerprint: "g" }, captcha: "off" },
    );
    await enqueueMail(database.db, {
      kind: "test",
      enquiryId: null,
      message: { subject: "Other", text: "Write to ann.lee@example.com.au", replyTo: null },
      now: new Date(),
    });

    // Not counting: the rows the test's own page views would add are not the erasure's.
    app = await startConsoleApp(testDb, { ANALYTICS: "off" });
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");

    // The staff at work: her comment approved (the log names her), her enquiry opened.
    const approved = await postForm(
      app,
      "/admin/comments?status=pending",
      { id: annComment, decision: "approve" },
      { cookie: editor },
    );
    expect(approved.statusCode).toBe(303);
    const opened = await postForm(
      app,
      `/admin/enquiries/${annEnquiry}`,
      { intent: "status", status: "open" },
      { cookie: editor },
    );
    expect(opened.statusCode).toBe(303);
    // …and a reply sent from the console: an e-mail to her, its text in the history.
    const replied = await postForm(
      app,
      `/admin/enquiries/${second.id}`,
      { intent: "reply", reply: "Thank you, Ann: we will call you on Monday." },
      { cookie: editor },
    );
    expect(replied.statusCode).toBe(303);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDb?.drop();
  });

  it("is for owners: signed out goes to sign in, an editor gets 403 on every part, and no link", async () => {
    const signedOut = await get(app, "/admin/privacy");
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    const page = await get(app, "/admin/privacy", editor);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(consoleCopy.forbidden);
    expect((await find(ADDRESS, editor)).statusCode).toBe(403);
    const erase = await postForm(
      app,
      "/admin/privacy",
      { intent: "erase", email: ADDRESS, confirm: ADDRESS },
      { cookie: editor },
    );
    expect(erase.statusCode).toBe(403);
    const download = await postForm(
      app,
      "/admin/privacy/export",
      { email: ADDRESS },
      { cookie: editor },
    );
    expect(download.statusCode).toBe(403);
    expect(download.body).not.toContain(ADDRESS);
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/privacy"');

    const mine = await get(app, "/admin/privacy", owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.body).toContain('href="/admin/privacy"');
    const { document } = parseHtml(mine.body);
    const form = document.querySelector("#console-main form[method=post]")!;
    expect(form.querySelector("label[for=privacy-email]")?.textContent).toBe("Email");
    expect(form.querySelector("input#privacy-email")?.getAttribute("name")).toBe("email");
    expect(form.querySelector("button[type=submit]")?.textContent).toBe("Find");
    // The retention periods in force, each kind with its default.
    const retention = [...document.querySelectorAll("#console-main table tbody tr")].map((row) =>
      row.textContent?.trim(),
    );
    expect(retention).toEqual([
      `${privacyCopy.retention.kinds.enquiries}730 days`,
      `${privacyCopy.retention.kinds.spam}30 days`,
      `${privacyCopy.retention.kinds.unconfirmedSubscribers}30 days`,
      `${privacyCopy.retention.kinds.sentEmails}90 days`,
      `${privacyCopy.retention.kinds.notFoundLog}90 days`,
      `${privacyCopy.retention.kinds.analytics}730 days`,
    ]);
  });

  it("finds everything about the address, in any case and spacing, grouped per table, and no one else's", async () => {
    const response = await find(TYPED);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(groupsIn(response.body)).toEqual(FOUND);
    const { document } = parseHtml(response.body);
    const main = document.querySelector("#console-main")!;
    expect(main.querySelector("h2#privacy-found-heading")?.textContent).toBe(
      privacyCopy.found.heading(ADDRESS),
    );
    expect(main.textContent).toContain(privacyCopy.found.total(19));
    for (const title of Object.values(privacyCopy.tables))
      expect(main.textContent).toContain(title);
    expect(main.textContent).toContain("Ann Lee");
    expect(main.textContent).toContain("Confirm your subscription");
    expect(main.textContent).not.toContain("Jo Ann");
    expect(main.textContent).not.toContain("Bob");
    expect(main.textContent).toContain(privacyCopy.found.uploads);
    // What comes next: the download, and the erasure asking for the address again.
    const download = main.querySelector("form[action='/admin/privacy/export']")!;
    expect(download.querySelector("input[name=email]")?.getAttribute("value")).toBe(ADDRESS);
    expect(download.querySelector("button")?.textContent).toBe("Download JSON");
    expect(main.querySelector("label[for=privacy-confirm]")?.textContent).toBe("Confirm address");
    expect(main.querySelector("input#privacy-confirm")?.getAttribute("name")).toBe("confirm");
    expect(
      [...main.querySelectorAll("button")].some((b) => b.textContent === "Erase everything"),
    ).toBe(true);
  });

  it("says so when nothing is stored about an address, and refuses one that is not an address", async () => {
    const nobody = await find(" Nobody@Example.com");
    expect(nobody.statusCode).toBe(200);
    expect(nobody.body).toContain(privacyCopy.nothing("nobody@example.com"));
    expect(nobody.body).not.toContain("Erase everything");
    expect(nobody.body).not.toContain("Download JSON");
    const bad = await find("ann lee");
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('id="privacy-email-error"');
    expect(bad.body).toContain(html(privacyCopy.errors.email));
  });

  it("downloads all of it as a JSON file, noted in the audit log without the address", async () => {
    const response = await postForm(
      app,
      "/admin/privacy/export",
      { email: TYPED },
      { cookie: owner },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const document = response.json() as {
      address: string;
      tables: Record<string, Record<string, unknown>[]>;
      uploads: unknown[];
      retentionDays: Record<string, number | null>;
    };
    expect(document.address).toBe(ADDRESS);
    const counts = Object.fromEntries(
      Object.entries(document.tables).map(([table, rows]) => [table, rows.length]),
    );
    expect(counts).toEqual(FOUND);
    expect(document.tables.contact_enquiries!.map((e) => e.subject)).toEqual(["Sales", "Support"]);
    expect(document.tables.blog_comments![0]).toMatchObject({ message: "Great read!" });
    // An e-mail's payload as an object, not a string of JSON.
    const notification = document.tables.mail_outbox!.find((m) => m.enquiry_id === annEnquiry)!;
    expect(notification.payload).toMatchObject({ replyTo: { address: "Ann.Lee@example.com" } });
    // The staff's entries: what was done, not who did it.
    expect(document.tables.audit_log![0]).not.toHaveProperty("actor_email");
    expect(document.uploads).toEqual([]);
    expect(document.retentionDays).toEqual({
      enquiries: 730,
      spam: 30,
      unconfirmedSubscribers: 30,
      sentEmails: 90,
      notFoundLog: 90,
      analytics: 730,
    });
    const entry = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy-export")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: OWNER.email, detail: "19 rows from 9 tables" });
    expect(JSON.stringify(entry)).not.toMatch(NAMES_ADDRESS);
  });

  it("erases nothing when 'Confirm address' is not the address: the message at the field", async () => {
    const before = await rowCounts();
    for (const confirm of ["", "joann.lee@example.com"]) {
      const refused = await postForm(
        app,
        "/admin/privacy",
        { intent: "erase", email: ADDRESS, confirm },
        { cookie: owner },
      );
      expect(refused.statusCode, confirm).toBe(422);
      const { document } = parseHtml(refused.body);
      const field = document.querySelector("input#privacy-confirm")!;
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toContain("privacy-confirm-error");
      expect(document.querySelector("#privacy-confirm-error")?.textContent).toBe(
        privacyCopy.errors.confirmMismatch,
      );
      // The findings stay in view.
      expect(groupsIn(refused.body).contact_enquiries).toBe(2);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await whereAddressIs()).not.toEqual([]);
  });

  it("erases everything in one step: the address is in no table afterwards, the log says how much, not whose", async () => {
    // The post shows her approved comment and is kept.
    const visit = () => get(app, "/blog-details");
    await visit();
    const kept = await visit();
    expect(kept.headers["x-render-cache"]).toBe("hit");
    expect(kept.body).toContain("Great read!");
    const others = await rowCounts();

    const erased = await postForm(
      app,
      "/admin/privacy",
      { intent: "erase", email: ADDRESS, confirm: " ANN.LEE@example.com" },
      { cookie: owner },
    );
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe("/admin/privacy?erased=17&tables=8");

    // Every table, every text column, whatever future migrations add.
    expect(await whereAddressIs()).toEqual([]);
    const after = await rowCounts();
    expect(after).toEqual({
      ...others,
      contact_enquiries: others.contact_enquiries! - 2,
      enquiry_events: others.enquiry_events! - 3,
      blog_comments: others.blog_comments! - 1,
      newsletter_subscriptions: others.newsletter_subscriptions! - 1,
      mail_outbox: others.mail_outbox! - 5,
      webhook_deliveries: others.webhook_deliveries! - 1,
      analytics_views: others.analytics_views! - 2,
      idempotency_keys: others.idempotency_keys! - 2,
      audit_log: others.audit_log! + 1,
    });
    // Other people's rows are all there.
    expect(await database.db.selectFrom("contact_enquiries").select("email").execute()).toEqual([
      { email: "joann.lee@example.com" },
    ]);
    expect(await database.db.selectFrom("idempotency_keys").select("key").execute()).toEqual([
      { key: "key-bob" },
    ]);

    // The log: the staff's entries about her rows stay without their detail; the erasure's own
    // entry holds counts only.
    const log = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "in", [annEnquiry, annComment])
      .execute();
    expect(log.map((e) => [e.action, e.detail]).sort()).toEqual([
      ["comment-approved", null],
      ["enquiry-status", null],
    ]);
    const entry = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy-erasure")
      .executeTakeFirstOrThrow();
    // Her address's hash, so a restore of an older backup erases her again (./erasure-log.ts).
    const hash = addressHash("ann.lee@example.com");
    expect(entry).toMatchObject({
      actor_email: OWNER.email,
      target: `sha256:${hash}`,
      detail:
        "privacy erasure: 17 rows from 8 tables (contact_enquiries 2, enquiry_events 3, blog_comments 1, newsletter_subscriptions 1, mail_outbox 5, webhook_deliveries 1, analytics_views 2, idempotency_keys 2); 2 audit entries cleared",
    });
    expect(JSON.stringify(entry)).not.toContain("Ann");
    const logged = await erasuresInFile(erasureLogIn(testConfig().backupDir));
    expect(logged.map((record) => record.hash)).toContain(hash);
    expect(JSON.stringify(entry)).not.toContain("Great read");

    // The kept post no longer shows her comment.
    const post = await visit();
    expect(post.headers["x-render-cache"]).not.toBe("hit");
    expect(post.body).not.toContain("Great read!");

    const page = await get(app, erased.headers.location as string, owner);
    expect(page.body).toContain(privacyCopy.erased(17, 8));
    expect((await find(TYPED)).body).toContain(privacyCopy.nothing(ADDRESS));
  });

  it("deletes rows past their period only, one instance at a time", async () => {
    const now = new Date(Date.now() + 10 * DAY);
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const seedRow = {
      name: "Old",
      email: "old@example.com",
      phone: "",
      subject: "S",
      message: "M",
    };
    await database.db.deleteFrom("contact_enquiries").execute();
    await database.db.deleteFrom("blog_comments").execute();
    await database.db.deleteFrom("newsletter_subscriptions").execute();
    await database.db.deleteFrom("mail_outbox").execute();
    const enquiries: [string, EnquiryStatus, number][] = [
      ["e-731", "new", 731],
      ["e-729", "open", 729],
      ["spam-31", "spam", 31],
      ["spam-29", "spam", 29],
      ["new-31", "new", 31],
    ];
    for (const [id, status, days] of enquiries) {
      await database.db
        .insertInto("contact_enquiries")
        .values({ ...seedRow, id, status, idempotency_key: null, created_at: ago(days) })
        .execute();
    }
    // The oldest enquiry's history and e-mail go with it.
    await database.db
      .insertInto("enquiry_events")
      .values({
        id: "ev-731",
        enquiry_id: "e-731",
        kind: "note",
        from_status: null,
        to_status: null,
        note: "n",
        actor_email: null,
        created_at: ago(700),
      })
      .execute();
    const mail = (
      id: string,
      status: "pending" | "sent" | "failed",
      days: number,
      enquiry: string | null = null,
    ) => ({
      id,
      kind: "test",
      enquiry_id: enquiry,
      payload: "{}",
      status,
      next_attempt_at: ago(days),
      claim_token: null,
      locked_until: null,
      last_error: null,
      created_at: ago(days),
      sent_at: status === "sent" ? ago(days) : null,
    });
    await database.db
      .insertInto("mail_outbox")
      .values([
        mail("m-sent-91", "sent", 91),
        mail("m-sent-89", "sent", 89),
        mail("m-pending-200", "pending", 200),
        mail("m-failed-100", "failed", 100),
        mail("m-enquiry", "pending", 10, "e-731"),
      ])
      .execute();
    const comment = (id: string, status: "spam" | "approved", days: number) => ({
      id,
      post_slug: null,
      name: "C",
      email: "c@example.com",
      phone: null,
      option: null,
      message: "m",
      idempotency_key: null,
      status,
      created_at: ago(days),
    });
    await database.db
      .insertInto("blog_comments")
      .values([comment("c-spam-31", "spam", 31), comment("c-ok-31", "approved", 31)])
      .execute();
    const subscriber = (id: string, status: "pending" | "expired" | "confirmed", days: number) => ({
      id,
      email: `${id}@example.com`,
      status,
      created_at: ago(days + 7),
      updated_at: ago(days),
    });
    await database.db
      .insertInto("newsletter_subscriptions")
      .values([
        subscriber("s-pending-31", "pending", 31),
        subscriber("s-expired-31", "expired", 31),
        subscriber("s-confirmed-31", "confirmed", 31),
        subscriber("s-pending-29", "pending", 29),
      ])
      .execute();

    const ids = async (
      table:
        | "contact_enquiries"
        | "blog_comments"
        | "newsletter_subscriptions"
        | "mail_outbox"
        | "enquiry_events",
    ) =>
      (await database.db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);

    await database.db.deleteFrom("not_found_paths").execute();
    await database.db
      .insertInto("not_found_paths")
      .values(
        [91, 89].map((days) => ({
          path: `/gone-${days}`,
          bot_group: null,
          example: null,
          hits: 3,
          first_seen: ago(days + 100),
          last_seen: ago(days),
          referrer_host: null,
        })),
      )
      .execute();
    await database.db.deleteFrom("analytics_views").execute();
    await database.db
      .insertInto("analytics_views")
      .values(
        [731, 729].map((days) => ({
          day: ago(days).slice(0, 10),
          at: ago(days),
          kind: "page" as const,
          visitor: `v:${days}`,
          path: `/seen-${days}`,
          referrer: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          device: "desktop" as const,
          language: "en",
        })),
      )
      .execute();

    // Two instances, each with its own connection, start a run at the same moment.
    const periods = testConfig().retention;
    const log = app.log;
    const other = testDb.open();
    try {
      const runs = await Promise.all([
        createRetentionJob({ database, log, periods }).runOnce(now),
        createRetentionJob({ database: other, log, periods }).runOnce(now),
      ]);
      const done = runs.filter((run) => run !== null);
      expect(done).toHaveLength(1);
      expect(done[0]).toEqual([
        { kind: "enquiries", table: "contact_enquiries", rows: 1 },
        { kind: "unconfirmedSubscribers", table: "newsletter_subscriptions", rows: 2 },
        { kind: "sentEmails", table: "mail_outbox", rows: 1 },
        { kind: "notFoundLog", table: "not_found_paths", rows: 1 },
        { kind: "analytics", table: "analytics_views", rows: 1 },
      ]);
      expect(await database.db.selectFrom("analytics_views").select("path").execute()).toEqual([
        { path: "/seen-729" },
      ]);
      // Spam is the spam purge's (30 days after it was filed), not retention's.
      expect(await ids("contact_enquiries")).toEqual(["e-729", "new-31", "spam-29", "spam-31"]);
      expect(await ids("enquiry_events")).toEqual([]);
      expect(await ids("blog_comments")).toEqual(["c-ok-31", "c-spam-31"]);
      expect(await ids("newsletter_subscriptions")).toEqual(["s-confirmed-31", "s-pending-29"]);
      expect(await ids("mail_outbox")).toEqual(["m-failed-100", "m-pending-200", "m-sent-89"]);
      expect(await database.db.selectFrom("not_found_paths").select("path").execute()).toEqual([
        { path: "/gone-89" },
      ]);

      // The lease lasts the interval: a minute on, neither instance runs; an hour on, one does.
      const later = (ms: number) => new Date(now.getTime() + ms);
      expect(
        await Promise.all([
          createRetentionJob({ database, log, periods }).runOnce(later(60_000)),
          createRetentionJob({ database: other, log, periods }).runOnce(later(60_000)),
        ]),
      ).toEqual([null, null]);
      const hourOn = await Promise.all([
        createRetentionJob({ database, log, periods }).runOnce(later(61 * 60_000)),
        createRetentionJob({ database: other, log, periods }).runOnce(later(61 * 60_000)),
      ]);
      expect(hourOn.filter((run) => run !== null)).toHaveLength(1);
    } finally {
      await other.close();
    }

    // A period of 0 keeps a kind until it is erased.
    const purged = await purgeExpired(
      database.db,
      { ...periods, enquiries: 0 },
      new Date(now.getTime() + 10_000 * DAY),
    );
    expect(purged.map((p) => p.kind)).not.toContain("enquiries");
    expect(await ids("contact_enquiries")).toEqual(["e-729", "new-31", "spam-29", "spam-31"]);
  });
});
