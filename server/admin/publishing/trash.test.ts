import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiryCopy, inboxCopy } from "../../../app/admin/enquiries/enquiries-words.ts";
import { scheduleCopy } from "../../../app/admin/publishing/schedule-words.ts";
import { trashCopy } from "../../../app/admin/publishing/trash-words.ts";
import { goneCopy } from "../../../app/content/error-pages.ts";
import type { ItemKind } from "../../../app/admin/publishing/editorial.ts";
import { loadItem } from "./editorial-queries.ts";
import { createPublishingJobs } from "./publishing-jobs.ts";
import { publishDueItems } from "./schedule.ts";
import { JOB_ACTOR, purgeTrash } from "./trash.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { storeEnquiry } from "../../db/enquiries.ts";
import { claimJobLease, releaseJobLease, type JobLease } from "../../db/job-leases.ts";
import {
  EDITOR,
  OWNER,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";

// The trash of projects and posts, deleting enquiries, and the watched
// schedule, through the built app on both dialects.

const POST = "seven-signs-your-website-is-slowing-your-business-down"; // the latest post
const OLDER_POST = "what-an-mvp-should-and-should-not-include";
const PROJECT = "northwind-analytics"; // the featured project, first in order
const DAY = 24 * 60 * 60 * 1000;

describeEachDialect("the trash and the schedule", (create, dialect) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(
      async (options) => (testDb = await create(options)),
      {
        seed: true,
      },
    ));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  const table = (kind: ItemKind) => (kind === "project" ? "portfolio_items" : "blog_posts");
  const idOf = async (kind: ItemKind, slug: string) =>
    (
      await database.db
        .selectFrom(table(kind))
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow()
    ).id;
  const auditRows = (action: string, target?: string) =>
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .$if(target !== undefined, (q) => q.where("target", "=", target!))
      .execute();
  /** A page as a visitor gets it. */
  const visit = async (url: string, status = 200) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(status);
    return response;
  };
  /** Visits a page until the render cache keeps it; its HTML. */
  const keep = async (url: string) => {
    await visit(url);
    const kept = await visit(url);
    expect(kept.headers["x-render-cache"], url).toBe("hit");
    return kept.body;
  };
  /** A new post through the editor, as the browser posts it; its id. */
  async function newPost(title: string, changes: Record<string, string> = {}) {
    const response = await postForm(
      app,
      "/admin/posts/new",
      {
        title,
        slug: "",
        summary: `${title}, in a sentence.`,
        body: `${title}: the body.`,
        coverImage: "/images/blog/post-1.svg",
        coverAlt: "A laptop on a desk.",
        version: "0",
        intent: "publish",
        ...changes,
      },
      { cookie: editor },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    return Number(/\/admin\/posts\/(\d+)/.exec(response.headers.location as string)![1]);
  }

  const older = `/blog/${OLDER_POST}`;
  const word = "slowing";

  it("moves a post to the trash from its editor: 410 on its addresses, gone from every list, the sitemap, the feed and the search", async () => {
    const id = await idOf("post", POST);
    const title = (await loadItem(database, "post", id))!.fields.title;
    // Pages kept before (each showing the post) must be dropped by the move, not served stale.
    for (const url of ["/blog", "/home-two", older, "/blog-details"]) {
      expect(await keep(url), url).toContain(`/blog/${POST}"`); // lists, sidebar, neighbour
    }
    expect((await visit(`/blog?q=${word}`)).body).toContain(`href="/blog/${POST}"`);
    // An old slug of the post answers 301 while it is live.
    await database.db
      .insertInto("slug_redirects")
      .values({ kind: "post", old_slug: "seven-signs-old", item_id: id, created_at: "2024-01-01" })
      .execute();
    expect((await visit("/blog/seven-signs-old", 301)).headers.location).toBe(`/blog/${POST}`);

    // The editor's 'Move to trash': a POST form of its own, to the list.
    const { document: editorPage } = parseHtml((await get(app, `/admin/posts/${id}`, editor)).body);
    const trashForm = editorPage.querySelector("form#item-trash")!;
    expect(trashForm.getAttribute("method")).toBe("post");
    expect(trashForm.getAttribute("action")).toBe("/admin/posts");
    expect(editorPage.querySelector('button[form="item-trash"]')?.textContent).toBe(
      "Move to trash",
    );
    const moved = await postForm(
      app,
      "/admin/posts",
      { intent: "trash", id: String(id) },
      {
        cookie: editor,
      },
    );
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/admin/posts?done=trashed&item=${id}`);
    const notice = (await get(app, moved.headers.location!, editor)).body;
    expect(notice).toContain("was moved to the trash.");
    expect(notice).toContain(`aria-label="Restore ${title}"`);

    // Gone (410), on both copies of the site and its old slug, in the site's design, not indexed.
    for (const url of [`/blog/${POST}`, `/home-two/blog/${POST}`, "/blog/seven-signs-old"]) {
      const gone = await visit(url, 410);
      expect(gone.headers["content-type"]).toMatch(/text\/html/);
      expect(gone.body).toContain(goneCopy.heading);
      expect(gone.body).toContain(goneCopy.message);
      expect(gone.body).toMatch(/<meta name="robots" content="noindex"/);
      expect(gone.body).not.toContain("/images/404.svg");
      expect(gone.body).toContain("<footer");
      expect(gone.headers["x-render-cache"]).not.toBe("hit");
      expect(gone.headers["x-robots-tag"]).toBe("noindex");
      expect(gone.headers["cache-control"]).toBe("no-store");
    }
    expect((await get(app, `/blog/${POST}?preview=1`, editor)).statusCode).toBe(410);
    for (const url of ["/blog", "/home-two", older, `/blog?q=${word}`, "/blog-details"]) {
      expect((await visit(url)).body, url).not.toContain(`/blog/${POST}"`);
    }
    expect((await visit("/sitemap.xml")).body).not.toContain(`/blog/${POST}<`);
    expect((await visit("/rss.xml")).body).not.toContain(`/blog/${POST}<`);

    // The console: out of the list, in the 'Trash' filter with 'Restore'.
    const all = (await get(app, "/admin/posts", editor)).body;
    expect(all).not.toContain(`href="/admin/posts/${id}"`);
    expect(all).toMatch(/<option value="trash"[^>]*>Trash<\/option>/);
    const trash = (await get(app, "/admin/posts?status=trash", owner)).body;
    expect(trash).toContain(`href="/admin/posts/${id}"`);
    expect(trash).toContain(trashCopy.columns.purgeAt);
    expect(trash).toMatch(/<button[^>]*aria-label="Restore [^"]*"[^>]*>.*?Restore<\/button>/s);
    expect(trash).toContain(EDITOR.email);
    expect(await auditRows("post-trashed", `post:${id}`)).toMatchObject([
      { actor_email: EDITOR.email, detail: `${title} (/blog/${POST})` },
    ]);
    // Moving it again does nothing more.
    const again = await postForm(
      app,
      "/admin/posts",
      { intent: "trash", id: String(id) },
      {
        cookie: editor,
      },
    );
    expect(again.headers.location).toBe(`/admin/posts?done=already-trashed&item=${id}`);
    expect(await auditRows("post-trashed", `post:${id}`)).toHaveLength(1);
  }, 60_000); // Some twenty public pages rendered cold: 5–11 s on a quiet host, 22 s under load.

  it("restores it with 'Restore': as it was, live again, everywhere again", async () => {
    const id = await idOf("post", POST);
    const restored = await postForm(
      app,
      "/admin/posts",
      { intent: "restore", id: String(id) },
      {
        cookie: owner,
      },
    );
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe(`/admin/posts?done=restored&item=${id}`);
    for (const url of [`/blog/${POST}`, `/home-two/blog/${POST}`]) await visit(url);
    expect((await visit("/blog")).body).toContain(`href="/blog/${POST}"`);
    expect((await visit(older)).body).toContain(`href="/blog/${POST}"`);
    expect((await visit("/sitemap.xml")).body).toContain(`/blog/${POST}<`);
    expect((await visit("/rss.xml")).body).toContain(`/blog/${POST}<`);
    expect((await get(app, "/admin/posts", editor)).body).toContain(`href="/admin/posts/${id}"`);
    expect(await auditRows("post-restored", `post:${id}`)).toHaveLength(1);
    await database.db
      .deleteFrom("slug_redirects")
      .where("old_slug", "=", "seven-signs-old")
      .execute();
  });

  it("does the same for a project: 410 under / and /home-two, off /projects, the API, the sitemap and /project-details", async () => {
    const id = await idOf("project", PROJECT);
    for (const url of ["/projects", `/projects/${PROJECT}`, "/project-details"]) await keep(url);
    expect((await visit("/project-details")).body).toContain("Northwind Analytics");
    const moved = await postForm(
      app,
      "/admin/projects",
      { intent: "trash", id: String(id) },
      {
        cookie: editor,
      },
    );
    expect(moved.headers.location).toBe(`/admin/projects?done=trashed&item=${id}`);
    for (const url of [`/projects/${PROJECT}`, `/home-two/projects/${PROJECT}`]) {
      expect((await visit(url, 410)).body).toContain(goneCopy.heading);
    }
    expect((await visit("/projects")).body).not.toContain(`/projects/${PROJECT}"`);
    expect((await visit("/project-details")).body).not.toContain("Northwind Analytics");
    expect((await visit("/api/portfolio")).body).not.toContain(PROJECT);
    expect((await visit("/sitemap.xml")).body).not.toContain(`/projects/${PROJECT}<`);
    expect((await get(app, "/admin/projects?status=trash", editor)).body).toContain(
      `href="/admin/projects/${id}"`,
    );
    await postForm(
      app,
      "/admin/projects",
      { intent: "restore", id: String(id) },
      {
        cookie: editor,
      },
    );
    await visit(`/projects/${PROJECT}`);
    expect((await visit("/api/portfolio")).body).toContain(PROJECT);
  });

  it("refuses to save an item in the trash, with a clear message, and keeps what was typed", async () => {
    const id = await newPost("A post to be binned");
    await postForm(app, "/admin/posts", { intent: "trash", id: String(id) }, { cookie: editor });
    const item = (await loadItem(database, "post", id))!;
    expect(item.status).toBe("trash");
    const editorPage = (await get(app, `/admin/posts/${id}`, editor)).body;
    expect(editorPage).toContain(trashCopy.editor.heading);
    expect(editorPage).not.toContain("Move to trash");
    for (const intent of ["publish", "unpublish", "save"]) {
      const refused = await postForm(
        app,
        `/admin/posts/${id}`,
        { ...item.fields, title: "Typed while binned", version: String(item.version), intent },
        { cookie: editor },
      );
      expect(refused.statusCode, intent).toBe(409);
      expect(refused.body).toContain(trashCopy.saveRefused("post"));
      expect(refused.body).toContain('value="Typed while binned"');
    }
    expect((await loadItem(database, "post", id))!).toEqual(item);
    // A new item cannot take the slug an item in the trash keeps.
    const taken = await postForm(
      app,
      "/admin/posts/new",
      { title: "A post to be binned", summary: "Again.", version: "0", intent: "save" },
      { cookie: editor },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain("A post in the trash uses this slug");
  });

  it("purges what has been in the trash for 30 days, with its own redirects and comments and nothing of another item's", async () => {
    const id = await newPost("A post for the purge");
    const keptId = await newPost("A post that stays");
    const slugOf = async (postId: number) =>
      (await loadItem(database, "post", postId))!.fields.slug;
    const [slug, keptSlug] = [await slugOf(id), await slugOf(keptId)];
    const comment = (postSlug: string) => ({
      id: randomUUID(),
      post_slug: postSlug,
      name: "A reader",
      email: "reader@example.com",
      message: "Nice.",
      phone: null,
      option: null,
      status: "approved" as const,
      idempotency_key: null,
      created_at: new Date().toISOString(),
    });
    await database.db
      .insertInto("blog_comments")
      .values([comment(slug), comment(keptSlug)])
      .execute();
    await database.db
      .insertInto("slug_redirects")
      .values([
        { kind: "post", old_slug: `${slug}-old`, item_id: id, created_at: "2025-01-01" },
        { kind: "post", old_slug: `${keptSlug}-old`, item_id: keptId, created_at: "2025-01-01" },
        // A project with the same id: another item, another kind.
        { kind: "project", old_slug: "same-id-project", item_id: id, created_at: "2025-01-01" },
      ])
      .execute();
    await postForm(app, "/admin/posts", { intent: "trash", id: String(id) }, { cookie: editor });
    const { trashed_at } = await database.db
      .selectFrom("blog_posts")
      .select("trashed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const trashedAt = Date.parse(trashed_at!);

    // The clock is passed in: 29 days on nothing goes; 30 days on it does, once.
    expect(await purgeTrash(database, { now: new Date(trashedAt + 29 * DAY) })).toEqual([]);
    const [first, second] = await Promise.all([
      purgeTrash(database, { now: new Date(trashedAt + 30 * DAY + 1000) }),
      purgeTrash(database, { now: new Date(trashedAt + 30 * DAY + 1000) }),
    ]);
    // The earlier test's binned post goes too; each once, whichever run took it.
    const purged = [...first, ...second];
    expect(purged.filter((item) => item.id === id)).toEqual([
      { kind: "post", id, title: "A post for the purge", slug },
    ]);
    expect(new Set(purged.map((item) => item.id)).size).toBe(purged.length);
    expect(await loadItem(database, "post", id)).toBeNull();
    const redirects = await database.db.selectFrom("slug_redirects").select("old_slug").execute();
    expect(redirects.map((r) => r.old_slug).sort()).toEqual([`${keptSlug}-old`, "same-id-project"]);
    const comments = await database.db.selectFrom("blog_comments").select("post_slug").execute();
    expect(comments).toEqual([{ post_slug: keptSlug }]);
    expect(await loadItem(database, "post", keptId)).not.toBeNull();
    expect(await auditRows("post-purged", `post:${id}`)).toMatchObject([
      { actor_email: JOB_ACTOR },
    ]);
    expect((await get(app, `/admin/posts/${id}`, editor)).statusCode).toBe(404);
    await visit(`/blog/${slug}`, 404);
    // Its slug is free again.
    const reused = await newPost("A post for the purge");
    expect(await slugOf(reused)).toBe(slug);

    // Restored within the 30 days, an item is never purged.
    await postForm(
      app,
      "/admin/posts",
      { intent: "trash", id: String(keptId) },
      { cookie: editor },
    );
    await postForm(
      app,
      "/admin/posts",
      { intent: "restore", id: String(keptId) },
      { cookie: owner },
    );
    expect(await purgeTrash(database, { now: new Date(Date.now() + 60 * DAY) })).toEqual([]);
    await database.db.deleteFrom("slug_redirects").execute();
  });

  it("lets owners alone delete an enquiry, with everything tied to it, and logs it without its personal data", async () => {
    const person = {
      name: "Petra Privacy",
      email: "petra.privacy@example.org",
      phone: "+44 20 7946 0991",
      subject: "General",
      message: "Please call me about a confidential project named Bluebird.",
    };
    const { id } = await storeEnquiry(database, person, {
      idempotency: null,
      captcha: "off",
      notification: (e) => ({
        subject: `Enquiry from ${e.name}`,
        text: `${e.email}: ${e.message}`,
        replyTo: { name: e.name, address: e.email },
      }),
    });
    const other = await storeEnquiry(
      database,
      { ...person, name: "Olga Other" },
      {
        idempotency: null,
        captcha: "off",
        notification: null,
      },
    );
    const here = `/admin/enquiries/${id}`;
    await postForm(app, here, { intent: "note", note: "Called Petra back." }, { cookie: editor });
    await postForm(app, here, { intent: "status", status: "open" }, { cookie: editor });

    // Editors: no 'Delete', no confirmation step, and a post of theirs is refused (403).
    expect((await get(app, here, editor)).body).not.toContain(`href="${here}?delete=1"`);
    expect((await get(app, `${here}?delete=1`, editor)).statusCode).toBe(403);
    expect((await postForm(app, here, { intent: "delete" }, { cookie: editor })).statusCode).toBe(
      403,
    );
    expect((await get(app, here, editor)).statusCode).toBe(200);

    // Owners: 'Delete' → the confirmation step → 'Delete for good'.
    const page = (await get(app, here, owner)).body;
    expect(page).toMatch(new RegExp(`<a[^>]*href="${here}\\?delete=1"[^>]*>.*?Delete</a>`, "s"));
    const confirm = (await get(app, `${here}?delete=1`, owner)).body;
    expect(confirm).toContain(enquiryCopy.remove.confirmHeading);
    expect(confirm).toMatch(/<input type="hidden" name="intent" value="delete"\/>/);
    expect(confirm).toContain(`>${enquiryCopy.remove.button}</button>`);
    const deleted = await postForm(app, here, { intent: "delete" }, { cookie: owner });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/enquiries?deleted=1");
    expect((await get(app, deleted.headers.location!, owner)).body).toContain(inboxCopy.deleted);
    expect((await get(app, here, owner)).statusCode).toBe(404);
    for (const [name, rows] of [
      ["enquiry", database.db.selectFrom("contact_enquiries").select("id").where("id", "=", id)],
      [
        "history",
        database.db.selectFrom("enquiry_events").select("id").where("enquiry_id", "=", id),
      ],
      ["outbox", database.db.selectFrom("mail_outbox").select("id").where("enquiry_id", "=", id)],
    ] as const) {
      expect(await rows.execute(), name).toEqual([]);
    }
    expect(await database.db.selectFrom("contact_enquiries").select("id").execute()).toEqual([
      { id: other.id },
    ]);
    const [entry] = await auditRows("enquiry-deleted", id);
    expect(entry).toMatchObject({ actor_email: OWNER.email, target: id });
    const log = JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute());
    for (const secret of [person.name, person.email, person.phone, "Bluebird", "Called Petra"]) {
      expect(log).not.toContain(secret);
    }
    // Deleting it again: nothing there (404), nothing logged.
    expect((await postForm(app, here, { intent: "delete" }, { cookie: owner })).statusCode).toBe(
      404,
    );
    expect(await auditRows("enquiry-deleted")).toHaveLength(1);
  });

  it("lists what is scheduled next on the overview, publishes late what passed while no instance ran, and never twice", async () => {
    // Held by the test: the app's own schedule job waits, so the steps below run alone.
    const lease = (await claimJobLease(database, {
      name: "publishing",
      now: new Date(),
      leaseMs: 10 * 60_000,
    })) as JobLease;
    expect(lease).not.toBeNull();
    try {
      const soon = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 16);
      const id = await newPost("A post for next week", { publishedAt: soon });
      expect((await loadItem(database, "post", id))!.status).toBe("scheduled");
      const overview = (await get(app, "/admin", editor)).body;
      expect(overview).toContain(scheduleCopy.heading);
      expect(overview).toMatch(
        new RegExp(`href="/admin/posts/${id}"[^>]*>A post for next week</a>`),
      );
      expect(overview).toContain(`${soon.slice(0, 10)} ${soon.slice(11, 16)} UTC`);
      expect(overview).not.toContain(scheduleCopy.late.heading);
      await visit(`/blog/a-post-for-next-week`, 404);

      // Its time passes while no instance runs (two hours ago); the next start publishes it, late.
      const planned = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
      await database.db
        .updateTable("blog_posts")
        .set({ published_at: planned, scheduled_for: planned })
        .where("id", "=", id)
        .execute();
      // Another, due a moment ago: on time.
      const onTime = await newPost("A post due just now", {
        publishedAt: new Date(Date.now() + DAY).toISOString().slice(0, 16),
      });
      const justNow = new Date(Date.now() - 1000).toISOString();
      await database.db
        .updateTable("blog_posts")
        .set({ published_at: justNow, scheduled_for: justNow })
        .where("id", "=", onTime)
        .execute();

      // Two instances run the publish step at once: each item is published by one of them.
      const other = dialect === "postgres" ? testDb.open() : database;
      const now = new Date();
      try {
        const runs = await Promise.all([
          publishDueItems(database, { now }),
          publishDueItems(other, { now }),
        ]);
        const published = runs.flat().map(({ id: item, late }) => ({ item, late }));
        expect(published.sort((a, b) => a.item - b.item)).toEqual([
          { item: id, late: true },
          { item: onTime, late: false },
        ]);
      } finally {
        if (other !== database) await other.close();
      }
      expect(await publishDueItems(database, { now: new Date() })).toEqual([]);
      expect(await auditRows("post-went-live", `post:${id}`)).toMatchObject([
        { actor_email: JOB_ACTOR, detail: expect.stringContaining("published late") },
      ]);
      expect(await auditRows("post-went-live", `post:${onTime}`)).toHaveLength(1);

      await visit(`/blog/a-post-for-next-week`);
      const flagged = (await get(app, "/admin", owner)).body;
      expect(flagged).toContain(scheduleCopy.late.heading);
      const { document: overviewPage } = parseHtml(flagged);
      const late = overviewPage.querySelector('[aria-labelledby="late-heading"]')!;
      expect(late.querySelector(`a[href="/admin/posts/${id}"]`)?.textContent).toBe(
        "A post for next week",
      );
      const times = [...late.querySelectorAll("time")].map((t) => t.getAttribute("datetime"));
      expect(times).toEqual([planned, now.toISOString()]);
      expect(late.textContent).toContain(scheduleCopy.late.planned);
      expect(late.textContent).toContain(scheduleCopy.late.actual);
      expect(late.textContent).not.toContain("A post due just now");

      // The job itself runs one instance at a time: while the lease is held, it does nothing.
      const jobs = createPublishingJobs({ database, log: app.log });
      expect(await jobs.runOnce()).toBeNull();
      await releaseJobLease(database, lease);
      expect(await jobs.runOnce()).not.toBeNull();
      expect(await jobs.runOnce()).toEqual({ published: 0, purged: 0 });
      await jobs.stop();
    } finally {
      await releaseJobLease(database, lease);
    }
  });
});
