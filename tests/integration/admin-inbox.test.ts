import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiryCopy, inboxCopy } from "../../app/content/admin/enquiries.ts";
import { formatEnquiries } from "../../server/cli/enquiry-formats.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { listEnquiries, storeEnquiry, type NewEnquiry } from "../../server/db/enquiries.ts";
import { notificationsByEnquiry } from "../../server/db/enquiry-notifications.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { claimDueMail, markMailFailed } from "../../server/db/outbox.ts";
import { enquiryNotification } from "../../server/mail/enquiry-email.ts";
import {
  EDITOR,
  consoleUsers,
  get,
  postForm,
  signIn,
  startConsoleApp,
} from "../support/console.ts";
import type { TestDatabase } from "../support/databases.ts";
import { describeEachDialect } from "../support/each-dialect.ts";
import { requireBuild } from "../support/server-process.ts";

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
    expect(first.body).toContain(inboxCopy.pageOf(1, 2));
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
});
