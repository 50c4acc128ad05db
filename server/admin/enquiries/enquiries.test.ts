import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import { leadSourcesCopy } from "../../../app/content/admin/overview.ts";
import { enquiryCopy, inboxCopy } from "../../../app/admin/enquiries/enquiries-words.ts";
import { LEAD_SOURCE_WEEKS } from "../../../app/lib/admin/enquiries.ts";
import { replyTemplatesSeed } from "../../../app/admin/enquiries/reply-template-seed.ts";
import { replyTemplatesCopy } from "../../../app/admin/enquiries/reply-template-words.ts";
import { REPLY_MAX } from "../../../app/admin/enquiries/enquiries-forms.ts";
import { formatEnquiries } from "../../cli/enquiry-formats.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { listEnquiries, storeEnquiry, type NewEnquiry } from "../../db/enquiries.ts";
import { notificationsByEnquiry } from "../../db/enquiry-notifications.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { claimDueMail, markMailFailed, markMailSent, type OutboxMessage } from "../../db/outbox.ts";
import { enquiryNotification } from "../../mail/enquiry-email.ts";
import {
  EDITOR,
  consoleUsers,
  get,
  postForm,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";

// The inbox (/admin/enquiries) through the built app, on a real database.

const base: NewEnquiry = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  subject: "Sales",
  message: "We need a booking app.",
};

describeEachDialect("the console's inbox", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  const ids: Record<string, string> = {};

  const store = async (
    key: string,
    e: Partial<NewEnquiry>,
    minutesAgo: number,
    extra: { captcha?: "unverified"; mail?: boolean } = {},
  ) => {
    const { id } = await storeEnquiry(
      database,
      { ...base, ...e },
      {
        idempotency: null,
        captcha: extra.captcha ?? "off",
        notification: extra.mail ? enquiryNotification : null,
        now: new Date(Date.now() - minutesAgo * 60_000),
      },
    );
    ids[key] = id;
  };

  beforeAll(async () => {
    requireBuild();
    testDb = await create();
    database = testDb.open();
    await migrateToLatest(database);
    await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
    // 23 filler enquiries, then three to find, the newest last.
    for (let i = 0; i < 23; i++)
      await store(`filler${i}`, { name: `Filler ${i}`, email: `f${i}@example.com` }, 600 - i);
    await store(
      "grace",
      { name: "Grace Hopper", email: "grace@navy.example", message: "A COMPILER for 50% less" },
      30,
      { mail: true },
    );
    await store(
      "alan",
      { name: "Alan Turing", email: "alan@example.org", message: "Breaking codes" },
      20,
      { captcha: "unverified" },
    );
    await store(
      "katherine",
      { name: "Katherine Johnson", email: "kj@example.com", subject: "Support" },
      10,
    );
    app = await startConsoleApp(testDb);
    cookie = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDb?.drop();
  });

  const names = (html: string) =>
    [...html.matchAll(/href="\/admin\/enquiries\/[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);

  it("lists enquiries newest first, 20 a page, with the count of new ones in the navigation", async () => {
    const first = await get(app, "/admin/enquiries", cookie);
    expect(first.statusCode).toBe(200);
    expect(names(first.body).slice(0, 3)).toEqual([
      "Katherine Johnson",
      "Alan Turing",
      "Grace Hopper",
    ]);
    expect(names(first.body)).toHaveLength(20);
    expect(first.body).toContain(inboxCopy.count(26));
    expect(first.body).toContain("26 new");
    expect(first.body).toContain(consoleCopy.pager.pageOf(1, 2));
    const second = await get(app, "/admin/enquiries?page=2", cookie);
    expect(names(second.body)).toHaveLength(6);
    expect(names(second.body).at(-1)).toBe("Filler 0");
  });

  it("searches name, e-mail and message, ignoring case, with % taken literally", async () => {
    const byName = await get(app, "/admin/enquiries?q=grace", cookie);
    expect(names(byName.body)).toEqual(["Grace Hopper"]);
    const byEmail = await get(app, "/admin/enquiries?q=EXAMPLE.ORG", cookie);
    expect(names(byEmail.body)).toEqual(["Alan Turing"]);
    const byMessage = await get(app, "/admin/enquiries?q=compiler", cookie);
    expect(names(byMessage.body)).toEqual(["Grace Hopper"]);
    const percent = await get(app, "/admin/enquiries?q=50%25", cookie);
    expect(names(percent.body)).toEqual(["Grace Hopper"]);
    const none = await get(app, "/admin/enquiries?q=nobody-at-all", cookie);
    expect(none.body).toContain(inboxCopy.empty);
  });

  it("marks an enquiry kept without a captcha check", async () => {
    const list = await get(app, "/admin/enquiries?q=alan", cookie);
    expect(list.body).toContain(inboxCopy.unverified);
    const grace = await get(app, "/admin/enquiries?q=grace", cookie);
    expect(grace.body).not.toContain(inboxCopy.unverified);
  });

  it("shows every field, a reply link and the notification e-mail's delivery state", async () => {
    const [claimed] = await claimDueMail(database, { now: new Date(), leaseMs: 60_000, limit: 10 });
    await markMailFailed(database, claimed!, {
      retryAt: new Date(Date.now() + 60_000),
      error: "421 try later",
    });
    const page = await get(app, `/admin/enquiries/${ids.grace}`, cookie);
    expect(page.statusCode).toBe(200);
    for (const text of [
      "Grace Hopper",
      "grace@navy.example",
      "+44 20 7946 0958",
      "A COMPILER for 50% less",
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain(`href="mailto:grace@navy.example?subject=`);
    expect(page.body).toContain(enquiryCopy.notification.retrying(1));
    expect(page.body).toContain("421 try later");
    const quiet = await get(app, `/admin/enquiries/${ids.katherine}`, cookie);
    expect(quiet.body).toContain(enquiryCopy.notification.none);
    expect((await get(app, "/admin/enquiries/no-such-id", cookie)).statusCode).toBe(404);
  });

  it("changes the status, keeping the change in the history and the audit log", async () => {
    const change = await postForm(
      app,
      `/admin/enquiries/${ids.katherine}`,
      { intent: "status", status: "open" },
      { cookie },
    );
    expect(change.statusCode).toBe(303);
    expect(change.headers.location).toBe(`/admin/enquiries/${ids.katherine}?saved=status`);
    const page = await get(app, `/admin/enquiries/${ids.katherine}?saved=status`, cookie);
    expect(page.body).toContain(enquiryCopy.statusSaved);
    expect(page.body).toContain(enquiryCopy.statusChange("New", "Open"));
    expect(page.body).toContain(EDITOR.email);
    const open = await get(app, "/admin/enquiries?status=open", cookie);
    expect(names(open.body)).toEqual(["Katherine Johnson"]);
    expect(open.body).toContain("25 new");
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "enquiry-status")
      .execute();
    expect(audit).toMatchObject([
      { actor_email: EDITOR.email, target: ids.katherine, detail: "new → open" },
    ]);
    const bad = await postForm(
      app,
      `/admin/enquiries/${ids.katherine}`,
      { intent: "status", status: "archived" },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(enquiryCopy.badStatus);
  });

  it("keeps internal notes in the history", async () => {
    const note = await postForm(
      app,
      `/admin/enquiries/${ids.alan}`,
      { intent: "note", note: "Called back <b>Tuesday</b>" },
      { cookie },
    );
    expect(note.statusCode).toBe(303);
    const page = await get(app, `/admin/enquiries/${ids.alan}`, cookie);
    expect(page.body).toContain("Called back &lt;b&gt;Tuesday&lt;/b&gt;");
    const empty = await postForm(
      app,
      `/admin/enquiries/${ids.alan}`,
      { intent: "note", note: "  " },
      { cookie },
    );
    expect(empty.statusCode).toBe(400);
  });

  it("exports the current filter as CSV identical to npm run enquiries -- --csv, and records the export", async () => {
    const all = await postForm(app, "/admin/enquiries/export", { q: "", status: "" }, { cookie });
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(all.headers["content-disposition"]).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.body).toBe(
      formatEnquiries(await listEnquiries(database), "csv", await notificationsByEnquiry(database)),
    );
    expect(all.body).toContain(",pending,421 try later");
    const open = await postForm(
      app,
      "/admin/enquiries/export",
      { q: "", status: "open" },
      { cookie },
    );
    const rows = open.body.trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("Katherine Johnson");
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "enquiry-export")
      .execute();
    expect(audit.map((a) => a.detail).sort()).toEqual([
      "1 rows, status open",
      "26 rows, all statuses",
    ]);
  });

  it("lets no one signed out read, change or export, and refuses a cross-site change", async () => {
    const read = await get(app, `/admin/enquiries/${ids.grace}`);
    expect(read.statusCode).toBe(303);
    const change = await postForm(app, `/admin/enquiries/${ids.grace}`, {
      intent: "status",
      status: "spam",
    });
    expect(change.statusCode).toBe(303);
    expect(change.headers.location).toBe("/admin/login");
    const exported = await postForm(app, "/admin/enquiries/export", { q: "", status: "" });
    expect(exported.statusCode).toBe(303);
    expect(exported.body).not.toContain("Grace Hopper");
    const forged = await postForm(
      app,
      `/admin/enquiries/${ids.grace}`,
      { intent: "status", status: "spam" },
      { cookie, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select("status")
      .where("id", "=", ids.grace!)
      .executeTakeFirst();
    expect(row?.status).toBe("new");
  });

  it("sends a reply from the console: to the visitor, Reply-To the one who wrote it, their message quoted, kept in the history, status replied", async () => {
    const text = "Hello Grace,\nThank you: we can meet on Monday.";
    const sent = await postForm(
      app,
      `/admin/enquiries/${ids.grace}`,
      { intent: "reply", reply: text },
      { cookie },
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/admin/enquiries/${ids.grace}?saved=reply`);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("enquiry_id", "=", ids.grace!)
      .where("kind", "=", "enquiry-reply")
      .execute();
    expect(mails).toHaveLength(1);
    const message = JSON.parse(mails[0]!.payload) as OutboxMessage;
    expect(message.to).toBe("grace@navy.example");
    // The site's name as its settings give it.
    expect(message.replyTo).toEqual({ name: "Genesis", address: EDITOR.email });
    expect(message.subject).toBe(enquiryCopy.replySubject("Sales"));
    const { created_at: received } = await database.db
      .selectFrom("contact_enquiries")
      .select("created_at")
      .where("id", "=", ids.grace!)
      .executeTakeFirstOrThrow();
    expect(message.text).toBe(
      `${text}\n\nOn ${received.slice(0, 10)}, Grace Hopper wrote:\n> A COMPILER for 50% less`,
    );

    const page = await get(app, `/admin/enquiries/${ids.grace}?saved=reply`, cookie);
    expect(page.body).toContain(enquiryCopy.replySent);
    expect(page.body).toContain(enquiryCopy.replyEvent);
    expect(page.body).toContain("Thank you: we can meet on Monday.");
    expect(page.body).toContain(enquiryCopy.replyDelivery.queued);
    expect(page.body).toContain(enquiryCopy.statusChange("New", "Replied"));
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select("status")
      .where("id", "=", ids.grace!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("replied");
    // The audit log names the enquiry, never what was written.
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "enquiry-reply")
      .execute();
    expect(audit.map((a) => [a.target, a.actor_email, a.detail])).toEqual([
      [ids.grace, EDITOR.email, null],
    ]);

    // Once the relay has sent it, the history says so.
    const [claimed] = await claimDueMail(database, {
      now: new Date(Date.now() + 3_600_000),
      leaseMs: 60_000,
      limit: 50,
    }).then((all) => all.filter((m) => m.id === mails[0]!.id));
    expect(claimed).toBeDefined();
    await markMailSent(database, claimed!, new Date());
    const after = await get(app, `/admin/enquiries/${ids.grace}`, cookie);
    expect(after.body).toContain(enquiryCopy.replyDelivery.sent);
  });

  it("refuses an empty reply at its field and sends nothing", async () => {
    const before = await database.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    const empty = await postForm(
      app,
      `/admin/enquiries/${ids.alan}`,
      { intent: "reply", reply: " \n " },
      { cookie },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(enquiryCopy.replyMissing);
    expect(empty.body).toContain('aria-describedby="reply-error reply-hint"');
    const after = await database.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const tooLong = "x".repeat(REPLY_MAX + 1);
    const long = await postForm(
      app,
      `/admin/enquiries/${ids.alan}`,
      { intent: "reply", reply: tooLong },
      { cookie },
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(enquiryCopy.replyTooLong(REPLY_MAX));
    expect(long.body).toContain(tooLong);
  });

  it("starts a reply from a template, filled in with the visitor's and the site's names", async () => {
    const page = await get(app, `/admin/enquiries/${ids.alan}`, cookie);
    for (const template of replyTemplatesSeed) {
      expect(page.body).toContain(`${ids.alan}?template=${template.id}#reply"`);
      expect(page.body).toContain(`>${template.title}<`);
    }
    const chosen = await get(app, `/admin/enquiries/${ids.alan}?template=send-brief`, cookie);
    expect(chosen.body).toMatch(
      /<textarea[^>]*id="reply"[^>]*>Hello Alan Turing,\n\nThank you for your enquiry/,
    );
    const site = await get(app, `/admin/enquiries/${ids.alan}?template=not-a-fit`, cookie);
    expect(site.body).toContain("Thank you for thinking of Genesis.");
  });

  it("keeps the agency's reply templates: added, changed and deleted, a refused one with what was typed, each audited", async () => {
    const url = "/admin/enquiries/templates";
    const list = await get(app, url, cookie);
    expect(list.statusCode).toBe(200);
    for (const template of replyTemplatesSeed) expect(list.body).toContain(template.title);

    const refused = await postForm(
      app,
      url,
      { intent: "add", title: " ", body: "Kept text" },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(replyTemplatesCopy.errors.titleMissing);
    expect(refused.body).toContain("Kept text");

    const added = await postForm(
      app,
      url,
      { intent: "add", title: "Holiday", body: "We are away until {name} returns." },
      { cookie },
    );
    expect(added.statusCode).toBe(303);
    const row = await database.db
      .selectFrom("reply_templates")
      .selectAll()
      .where("title", "=", "Holiday")
      .executeTakeFirstOrThrow();
    expect(row.position).toBe(replyTemplatesSeed.length + 1);
    const changed = await postForm(
      app,
      url,
      { intent: "save", id: row.id, title: "Holidays", body: "Back on Monday." },
      { cookie },
    );
    expect(changed.statusCode).toBe(303);
    const page = await get(app, `/admin/enquiries/${ids.alan}?template=${row.id}`, cookie);
    expect(page.body).toContain(">Back on Monday.</textarea>");
    const deleted = await postForm(app, url, { intent: "delete", id: row.id }, { cookie });
    expect(deleted.statusCode).toBe(303);
    expect(
      await database.db
        .selectFrom("reply_templates")
        .selectAll()
        .where("id", "=", row.id)
        .execute(),
    ).toEqual([]);
    const unknown = await postForm(app, url, { intent: "delete", id: row.id }, { cookie });
    expect(unknown.statusCode).toBe(404);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target", "=", row.id)
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual([
      { action: "reply-template-saved", detail: "Holiday" },
      { action: "reply-template-saved", detail: "Holidays" },
      { action: "reply-template-deleted", detail: "Holidays" },
    ]);
  });

  it("shows the landing page, the referrer and each utm_* value an enquiry came with", async () => {
    await store(
      "campaign",
      {
        name: "Hedy Lamarr",
        email: "hedy@example.com",
        source: {
          form: "get-in-touch",
          page: "/contact",
          landingPage: "/services/web-development",
          referrer: "www.google.com",
          utm: { utm_source: "newsletter", utm_campaign: "autumn" },
        },
      },
      5,
    );
    const { screen } = parseHtml((await get(app, `/admin/enquiries/${ids.campaign}`, cookie)).body);
    const row = (term: string) =>
      textOf(screen.getByText(term, { selector: "dt" }).nextElementSibling);
    expect(row(enquiryCopy.landingPage)).toBe("/services/web-development");
    expect(row(enquiryCopy.referrer)).toBe("www.google.com");
    expect(row("utm_source")).toBe("newsletter");
    expect(row("utm_campaign")).toBe("autumn");
    expect(screen.queryByText("utm_medium", { selector: "dt" })).toBeNull();
    // An enquiry from before sources were kept shows none of these rows.
    const older = parseHtml((await get(app, `/admin/enquiries/${ids.alan}`, cookie)).body);
    expect(older.screen.queryByText(enquiryCopy.landingPage, { selector: "dt" })).toBeNull();
  });

  it("charts enquiries per source per week on the overview, spam left out", async () => {
    const day = 24 * 60;
    const from = (source: Partial<NonNullable<NewEnquiry["source"]>>) => ({
      source: { form: "get-in-touch", page: "/contact", landingPage: "/", ...source },
    });
    await store("l1", from({ utm: { utm_source: "LinkedIn" } }), 14 * day);
    await store("l2", from({ utm: { utm_source: "linkedin" }, referrer: "lnkd.in" }), 14 * day);
    await store("g1", from({ referrer: "www.google.com" }), 7 * day);
    await store("d1", from({}), 7 * day);
    await store("old", from({ referrer: "www.google.com" }), 70 * day);
    await store("s1", from({ utm: { utm_source: "linkedin" } }), 14 * day);
    await database.db
      .updateTable("contact_enquiries")
      .set({ status: "spam" })
      .where("id", "=", ids.s1!)
      .execute();
    const page = await get(app, "/admin", cookie);
    expect(page.statusCode).toBe(200);
    const { document, screen } = parseHtml(page.body);
    const section = screen.getByRole("region", { name: leadSourcesCopy.heading });
    const chart = section.querySelector('[data-chart="lead-sources"][role="img"]');
    expect(chart?.getAttribute("aria-label")).toMatch(
      /^\d+ enquiries in the last eight weeks, most from /,
    );
    expect(chart?.querySelectorAll("svg rect").length).toBeGreaterThan(2);
    const table = section.querySelector("table")!;
    const columns = [...table.querySelectorAll("thead th")].map((th) => textOf(th));
    const cell = (weeksAgo: number, source: string) =>
      textOf(
        [...table.querySelectorAll("tbody tr")].at(-1 - weeksAgo)!.children[
          columns.indexOf(source)
        ],
      );
    expect(cell(2, "linkedin")).toBe("2");
    expect(cell(1, "www.google.com")).toBe("1");
    expect(cell(1, leadSourcesCopy.names.direct!)).toBe("1");
    expect(table.querySelectorAll("tbody tr")).toHaveLength(LEAD_SOURCE_WEEKS);
    // The 70-day-old one is before the chart; the spam one is not counted.
    const legend = textOf(section.querySelector("ul"));
    expect(legend).toContain("linkedin2");
    expect(legend).toContain("www.google.com1");
    expect(document.querySelector("main")).not.toBeNull();
  });
});
