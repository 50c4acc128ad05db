import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import { redirectsCopy } from "../../../app/admin/redirects/redirects-words.ts";
import { trashCopy } from "../../../app/admin/publishing/trash-words.ts";
import { allPosts } from "../../../app/content/blog.ts";
import { loadItem } from "../publishing/editorial-queries.ts";
import { services as serviceKind } from "../../../app/admin/services/services.ts";
import { loadItem as loadCollectionItem } from "../collections/collection-store.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { addNotFoundCounts } from "../../db/not-found-paths.ts";
import { createNotFoundLog } from "../../http/not-found-log.ts";
import {
  EDITOR,
  OWNER,
  SITE,
  consoleUsers,
  get,
  openTestConsole,
  postForm,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";

// Redirects and the 404 log: redirects made in the
// console are answered before any page renders, refused when they would loop,
// chain, hide a live page or take a path of the site's own; every public 404
// is counted by path with the referring host alone, bots' probes by kind, in
// a bounded table listed with 'Create a redirect'.

const errors = redirectsCopy.errors;
const POST = allPosts[0]!.slug;
const SECOND_POST = allPosts[1]!.slug;

const visit = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });

describeEachDialect("redirects and the 404 log in the console", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
  });

  const add = (from: string, to: string, permanent = true) =>
    postForm(
      app,
      "/admin/redirects",
      { intent: "add", from, to, ...(permanent ? { permanent: "yes" } : {}) },
      { cookie: editor },
    );
  const added = async (from: string, to: string, permanent = true) => {
    const response = await add(from, to, permanent);
    expect(response.statusCode, `${from} → ${to}: ${response.body.slice(0, 300)}`).toBe(303);
    expect(response.headers.location).toBe("/admin/redirects?done=added");
  };
  const idOf = async (from: string) =>
    (
      await database.db
        .selectFrom("redirects")
        .select("id")
        .where("from_path", "=", from)
        .executeTakeFirstOrThrow()
    ).id;
  const audit = (action: string) =>
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .orderBy("created_at")
      .execute();

  it("sends a signed-out visitor to the sign-in page, page and post alike; owners and editors get the page", async () => {
    const page = await get(app, "/admin/redirects");
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login");
    const post = await postForm(app, "/admin/redirects", {
      intent: "add",
      from: "/signed-out",
      to: "/contact",
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/admin/login");
    expect(await database.db.selectFrom("redirects").selectAll().execute()).toEqual([]);

    const owner = await signIn(app, OWNER, "10.0.0.9");
    for (const cookie of [owner, editor]) {
      const html = (await get(app, "/admin/redirects", cookie)).body;
      const labels = [...html.matchAll(/<label for="redirect-[^"]+"[^>]*>([^<]+)<\/label>/g)].map(
        ([, label]) => label,
      );
      expect(labels).toEqual(["From", "To", "Permanent"]);
      expect(html).toMatch(/<input[^>]*id="redirect-permanent"[^>]*checked/);
      expect(html).toContain(">Add redirect</button>");
      expect(html).toMatch(/<h2 id="not-found-heading"[^>]*>Not found<\/h2>/);
      expect(html).toContain('href="/admin/redirects"');
    }
  });

  it("refuses each rule at its field, keeps what was typed and saves nothing", async () => {
    const refused = async (from: string, to: string, field: "from" | "to", message: string) => {
      const response = await add(from, to);
      expect(response.statusCode, `${from} → ${to}`).toBe(422);
      expect(response.body, `${from} → ${to}`).toContain(`id="redirect-${field}-error"`);
      expect(response.body, `${from} → ${to}`).toContain(
        message.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"),
      );
      expect(response.body, `${from} → ${to}`).toContain(errors.summary);
      return response.body;
    };
    // Malformed, and never to a scheme other than http(s).
    const typed = await refused("old-page", "/contact", "from", errors.fromPath);
    expect(typed).toContain('value="old-page"');
    expect(typed).toContain('value="/contact"');
    await refused("//evil.example", "/contact", "from", errors.fromPath);
    await refused("/old?page=2", "/contact", "from", errors.fromQuery);
    await refused("", "/contact", "from", errors.fromRequired);
    const script = await refused("/old", "javascript:alert(1)", "to", errors.toTarget);
    expect(script).toContain('value="javascript:alert(1)"');
    for (const to of ["data:text/html,hi", "//evil.example"])
      await refused("/old", to, "to", errors.toTarget);
    // A loop.
    await refused("/loop", "/Loop/", "to", errors.loop);
    await refused("/loop", "http://localhost:3000/loop", "to", errors.loop);
    // A live page: the code's pages, live items and services, under /home-two too.
    for (const from of [
      "/about",
      "/home-two",
      "/home-two/contact",
      "/blog-details",
      `/blog/${POST}`,
      "/projects/medora-health",
      "/home-two/projects/medora-health",
      "/service/1",
      "/services/seo",
    ]) {
      await refused(from, "/contact", "from", errors.fromLive(from));
    }
    // A path of the site itself.
    for (const from of ["/admin/users", "/robots.txt", "/favicon.ico"])
      await refused(from, "/contact", "from", errors.fromSite);
    // A chain of two, either way, and a path that already redirects.
    await added("/first", "/second");
    await refused("/second", "/third", "from", errors.fromIsTarget("/first"));
    await refused("/zero", "/first", "to", errors.chain("/first", "/second"));
    await refused("/second", "/first", "to", errors.loop);
    await refused("/first", "/other", "from", errors.fromTaken("/second"));

    const rows = await database.db.selectFrom("redirects").select("from_path").execute();
    expect(rows.map((row) => row.from_path)).toEqual(["/first"]);
    expect((await audit("redirect-added")).map((row) => row.target)).toEqual(["redirect:/first"]);

    // A trashed project's address answers 410: no longer a live page.
    const trash = (at: string | null) =>
      database.db
        .updateTable("portfolio_items")
        .set({ trashed_at: at })
        .where("slug", "=", "northwind-analytics")
        .execute();
    await trash(new Date().toISOString());
    try {
      await added("/projects/northwind-analytics", "/projects");
    } finally {
      await trash(null);
      await postForm(
        app,
        "/admin/redirects",
        { intent: "delete", id: String(await idOf("/projects/northwind-analytics")) },
        { cookie: editor },
      );
    }
  });

  it("answers a redirect before rendering: 301 or 302, to a path or another site, the query carried", async () => {
    const first = await visit(app, "/first");
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe("/second");
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    expect(first.headers["x-render-cache"]).toBeUndefined();
    expect((await visit(app, "/first/?utm_source=mail")).headers.location).toBe(
      "/second?utm_source=mail",
    );
    // Capitals first go to the lower-case address, which redirects.
    expect((await visit(app, "/First")).headers.location).toBe("/first");
    const head = await app.inject({ method: "HEAD", url: "/first" });
    expect(head.statusCode).toBe(301);
    // A client navigation is told where to go the way React Router's client reads it.
    const data = await visit(app, "/first.data?_routes=root");
    expect(data.statusCode).toBe(204);
    expect(data.headers["x-remix-redirect"]).toBe("/second");
    expect(data.headers["x-remix-status"]).toBe("301");

    await added("/campaign", "https://example.com/landing?from=genesis", false);
    const away = await visit(app, "/campaign?utm_source=x");
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe("https://example.com/landing?from=genesis");
    expect(away.headers["cache-control"]).toBe("no-cache");
    const awayData = await visit(app, "/campaign.data");
    expect(awayData.headers["x-remix-reload-document"]).toBe("true");

    await added("/old-contact", "/contact", false);
    expect((await visit(app, "/old-contact")).statusCode).toBe(302);
    const entries = await audit("redirect-added");
    expect(entries.at(-1)).toMatchObject({
      actor_email: EDITOR.email,
      target: "redirect:/old-contact",
      detail: "to /contact, 302",
    });

    // Deleted: the path answers what it would without it at once, no redirect kept anywhere.
    const deleted = await postForm(
      app,
      "/admin/redirects",
      { intent: "delete", id: String(await idOf("/campaign")) },
      { cookie: editor },
    );
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/redirects?done=deleted");
    expect((await visit(app, "/campaign")).statusCode).toBe(404);
    expect((await audit("redirect-deleted")).at(-1)).toMatchObject({
      target: "redirect:/campaign",
      detail: "was to https://example.com/landing?from=genesis",
    });
    const again = await postForm(
      app,
      "/admin/redirects",
      { intent: "delete", id: "999999" },
      { cookie: editor },
    );
    expect(again.headers.location).toBe("/admin/redirects?done=missing");
    const list = (await get(app, "/admin/redirects", editor)).body;
    const made = list.slice(
      list.indexOf('id="redirects-heading"'),
      list.indexOf("not-found-heading"),
    );
    expect(made).toContain("/old-contact");
    expect(made).toContain("302 Temporary");
    expect(made).toContain("301 Permanent");
    expect(made).not.toContain("/campaign");
  });

  it("no longer serves a kept page once its path is a redirect's source", async () => {
    const path = `/blog/${SECOND_POST}`;
    await visit(app, path);
    expect((await visit(app, path)).headers["x-render-cache"]).toBe("hit");
    // Unpublished behind the app's back: the kept copy is still there, the page no longer live.
    await database.db
      .updateTable("blog_posts")
      .set({ published: 0 })
      .where("slug", "=", SECOND_POST)
      .execute();
    expect((await visit(app, path)).headers["x-render-cache"]).toBe("hit");
    await added(path, "/blog");
    const moved = await visit(app, path);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/blog");
    await database.db
      .updateTable("blog_posts")
      .set({ published: 1 })
      .where("slug", "=", SECOND_POST)
      .execute();
    await postForm(
      app,
      "/admin/redirects",
      { intent: "delete", id: String(await idOf(path)) },
      { cookie: editor },
    );
    expect((await visit(app, path)).statusCode).toBe(200);
  });

  it("counts each public 404 by path with the referring host alone, groups bots' probes, and offers 'Create a redirect'", async () => {
    await database.db.deleteFrom("not_found_paths").execute();
    const referer = { referer: "https://news.example/story?token=secret" };
    await visit(app, "/no-such-page", referer);
    await visit(app, "/no-such-page?visitor=ada", referer);
    await visit(app, "/no-such-page/");
    for (const probe of ["/wp-login.php", "/wp-admin/", "/.env", "/.git/config", "/shell.php"])
      await visit(app, probe);
    // Not public pages, or not a GET: not counted.
    await visit(app, "/api/no-such-thing");
    await visit(app, "/admin/no-such-page", { cookie: editor });
    await app.inject({ method: "HEAD", url: "/head-only" });

    const html = (await get(app, "/admin/redirects", editor)).body;
    const rows = await database.db
      .selectFrom("not_found_paths")
      .selectAll()
      .orderBy("path")
      .execute();
    expect(rows.map((row) => [row.path, row.hits, row.referrer_host])).toEqual([
      ["/no-such-page", 3, "news.example"],
      ["bot:scripts", 1, null],
      ["bot:secrets", 2, null],
      ["bot:wordpress", 2, null],
    ]);
    expect(rows.find((row) => row.path === "bot:secrets")?.example).toBe("/.git/config");
    expect(JSON.stringify(rows)).not.toMatch(/secret\b|token|visitor|ada|127\.0\.0\.1/);
    expect(html).toContain('<table aria-labelledby="not-found-heading"');
    expect(html).toContain("/no-such-page");
    expect(html).toContain("news.example");
    expect(html).toContain("Bot noise: 5 requests");
    const create = '<a aria-label="Create a redirect from /no-such-page"';
    expect(html).toContain(create);
    const href = /href="(\/admin\/redirects\?from=%2Fno-such-page#add-redirect)"/.exec(html)?.[1];
    expect(href).toBeTruthy();

    // 'Create a redirect' opens the form with 'From' filled in, without script.
    const form = (await get(app, href!.replace(/#.*/, ""), editor)).body;
    expect(form).toMatch(/<input[^>]*id="redirect-from"[^>]*value="\/no-such-page"/);
    await added("/no-such-page", "/contact");
    expect((await visit(app, "/no-such-page")).statusCode).toBe(301);
    // Answered now: the log forgets it.
    expect(
      await database.db
        .selectFrom("not_found_paths")
        .select("path")
        .where("path", "=", "/no-such-page")
        .execute(),
    ).toEqual([]);
  });

  it("keeps the log bounded: past its rows the least recently seen go", async () => {
    await database.db.deleteFrom("not_found_paths").execute();
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
    const counts = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        key: `/bounded-${from + i}`,
        group: null,
        example: null,
        hits: 1,
        firstSeen: at(from + i),
        lastSeen: at(from + i),
        referrerHost: null,
      }));
    await addNotFoundCounts(database.db, counts(0, 4), { maxRows: 5 });
    // Seen again: its count grows and it is the most recent now.
    await addNotFoundCounts(
      database.db,
      [{ ...counts(0, 1)[0]!, hits: 2, lastSeen: at(30), referrerHost: "a.example" }],
      { maxRows: 5 },
    );
    await addNotFoundCounts(database.db, counts(10, 13), { maxRows: 5 });
    const rows = await database.db
      .selectFrom("not_found_paths")
      .select(["path", "hits", "first_seen", "referrer_host"])
      .orderBy("path")
      .execute();
    expect(rows).toEqual([
      { path: "/bounded-0", hits: 3, first_seen: at(0), referrer_host: "a.example" },
      { path: "/bounded-10", hits: 1, first_seen: at(10), referrer_host: null },
      { path: "/bounded-11", hits: 1, first_seen: at(11), referrer_host: null },
      { path: "/bounded-12", hits: 1, first_seen: at(12), referrer_host: null },
      { path: "/bounded-3", hits: 1, first_seen: at(3), referrer_host: null },
    ]);

    // Counting in memory is bounded too, and a failed write is logged, never thrown.
    const logged: string[] = [];
    const broken = {
      db: {
        insertInto: () => {
          throw new Error("no database");
        },
      },
    } as unknown as DatabaseHandle;
    const log = createNotFoundLog({
      database: broken,
      log: pino({ level: "warn" }, { write: (line: string) => void logged.push(line) }),
      maxPending: 2,
    });
    for (const path of ["/a", "/b", "/c", "/a"]) log.record(path, undefined);
    await expect(log.flush()).resolves.toBeUndefined();
    expect(logged.join("\n")).toContain("some were not counted");
    expect(logged.join("\n")).toContain("Could not write the 404 log");
  });

  it("lists a changed slug's automatic redirect, and chains through it are refused", async () => {
    const { id } = await database.db
      .selectFrom("portfolio_items")
      .select("id")
      .where("slug", "=", "medora-health")
      .executeTakeFirstOrThrow();
    const item = (await loadItem(database, "project", id))!;
    const saved = await postForm(
      app,
      `/admin/projects/${id}`,
      { ...item.fields, slug: "medora-care", version: String(item.version), intent: "publish" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const old = await visit(app, "/projects/medora-health");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/projects/medora-care");

    const html = (await get(app, "/admin/redirects", editor)).body;
    expect(html).toContain("Automatic redirects");
    expect(html).toMatch(/\/projects\/medora-health<\/span>[\s\S]*?\/projects\/medora-care/);
    const chain = await add("/old-work", "/projects/medora-health");
    expect(chain.statusCode).toBe(422);
    expect(chain.body).toContain(errors.chain("/projects/medora-health", "/projects/medora-care"));
    expect((await add("/home-two/projects/medora-health", "/contact")).statusCode).toBe(422);

    const deleted = await postForm(
      app,
      "/admin/redirects",
      { intent: "delete-automatic", kind: "project", slug: "medora-health" },
      { cookie: editor },
    );
    expect(deleted.headers.location).toBe("/admin/redirects?done=deleted");
    expect((await visit(app, "/projects/medora-health")).statusCode).toBe(404);
    expect((await audit("redirect-deleted")).at(-1)).toMatchObject({
      target: "redirect:/projects/medora-health",
      detail: "automatic",
    });
  });
  it("takes the redirects that led to an item along when its slug changes, so none takes two hops", async () => {
    const { id } = await database.db
      .selectFrom("portfolio_items")
      .select("id")
      .where("slug", "!=", "medora-care")
      .where("published", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const item = (await loadItem(database, "project", id))!;
    const slug = item.fields.slug;
    await added("/our-work", `/projects/${slug}?from=old#top`);
    await added("/home-two/our-work", `${SITE}/home-two/projects/${slug}`, false);

    const saved = await postForm(
      app,
      `/admin/projects/${id}`,
      { ...item.fields, slug: `${slug}-renamed`, version: String(item.version), intent: "publish" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const first = await visit(app, "/our-work");
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe(`/projects/${slug}-renamed?from=old#top`);
    const second = await visit(app, "/home-two/our-work");
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe(`${SITE}/home-two/projects/${slug}-renamed`);
    expect((await visit(app, `/projects/${slug}-renamed`)).statusCode).toBe(200);
    expect((await audit("project-published")).at(-1)?.detail).toContain(
      "2 redirects now lead there",
    );
    expect((await get(app, "/admin/redirects", editor)).body).not.toContain("Goes on to");
  });

  it("answers a service's old slug with 301 to its new one, taking the redirects that led there along", async () => {
    const saveService = async (changes: Record<string, string>) => {
      const item = (await loadCollectionItem(database.db, serviceKind, 3))!;
      return postForm(
        app,
        "/admin/services/3",
        { ...item.fields, ...changes, version: String(item.version) },
        { cookie: editor },
      );
    };
    // A slug of the specification's menu keeps naming its service: no redirect is needed there.
    expect((await saveService({ slug: "cross-platform-apps" })).statusCode).toBe(303);
    expect((await visit(app, "/services/cross-platform-development")).statusCode).toBe(200);
    expect((await get(app, "/admin/redirects", editor)).body).not.toContain(
      "/services/cross-platform-development</span>",
    );

    await added("/our-apps", "/services/cross-platform-apps?from=menu");
    expect((await visit(app, "/services/cross-platform-apps")).statusCode).toBe(200);
    expect((await saveService({ slug: "multi-platform-apps" })).statusCode).toBe(303);
    for (const prefix of ["", "/home-two"]) {
      const old = await visit(app, `${prefix}/services/cross-platform-apps?utm_source=mail`);
      expect(old.statusCode, prefix).toBe(301);
      expect(old.headers.location, prefix).toBe(
        `${prefix}/services/multi-platform-apps?utm_source=mail`,
      );
    }
    const followed = await visit(app, "/our-apps");
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe("/services/multi-platform-apps?from=menu");
    expect((await audit("service-saved")).at(-1)?.detail).toMatch(
      /slug cross-platform-apps → multi-platform-apps, 1 redirect now leads there/,
    );
    const listed = (await get(app, "/admin/redirects", editor)).body;
    expect(listed).toMatch(
      /Service<\/span>[\s\S]*?\/services\/cross-platform-apps<\/span>[\s\S]*?\/services\/multi-platform-apps/,
    );
    const chain = await add("/apps", "/services/cross-platform-apps");
    expect(chain.statusCode).toBe(422);
    expect(chain.body).toContain(
      errors.chain("/services/cross-platform-apps", "/services/multi-platform-apps"),
    );

    // Hidden, the service's old address answers 404 like its new one; shown again, 301.
    expect((await saveService({ visible: "hidden" })).statusCode).toBe(303);
    expect((await visit(app, "/services/cross-platform-apps")).statusCode).toBe(404);
    expect((await saveService({ visible: "shown" })).statusCode).toBe(303);
    expect((await visit(app, "/services/cross-platform-apps")).statusCode).toBe(301);

    // A slug a hand-made redirect leaves from would never be reached: refused at 'Slug'.
    await added("/services/coming-soon", "/contact");
    const refused = await saveService({ slug: "coming-soon" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      publishingCopy.errors.slugRedirected("/services/coming-soon", "/contact"),
    );
    expect(refused.body).toContain('value="coming-soon"');
    expect((await loadCollectionItem(database.db, serviceKind, 3))!.fields.slug).toBe(
      "multi-platform-apps",
    );

    // Taking the old slug back makes it a real address again, and the newer one redirects.
    expect((await saveService({ slug: "cross-platform-apps" })).statusCode).toBe(303);
    expect((await visit(app, "/services/cross-platform-apps")).statusCode).toBe(200);
    expect((await visit(app, "/services/multi-platform-apps")).headers.location).toBe(
      "/services/cross-platform-apps",
    );
    const deleted = await postForm(
      app,
      "/admin/redirects",
      { intent: "delete-automatic", kind: "service", slug: "multi-platform-apps" },
      { cookie: editor },
    );
    expect(deleted.headers.location).toBe("/admin/redirects?done=deleted");
    const gone = await visit(app, "/services/multi-platform-apps");
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("Service Not Found");
  });

  it("refuses a redirect from a scheduled post's address, which would hide it once it goes live", async () => {
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
    const scheduled = await postForm(
      app,
      "/admin/posts/new",
      {
        title: "Coming next week",
        slug: "coming-next-week",
        summary: "A post for next week, in a sentence.",
        body: "The body.",
        coverImage: "/images/blog/post-1.svg",
        coverAlt: "A laptop on a desk.",
        publishedAt: soon,
        version: "0",
        intent: "publish",
      },
      { cookie: editor },
    );
    expect(scheduled.statusCode).toBe(303);
    expect((await visit(app, "/blog/coming-next-week")).statusCode).toBe(404);
    for (const from of ["/blog/coming-next-week", "/home-two/blog/coming-next-week"]) {
      const refused = await add(from, "/blog");
      expect(refused.statusCode, from).toBe(422);
      expect(refused.body, from).toContain(errors.fromScheduled(from));
    }
    expect(
      await database.db
        .selectFrom("redirects")
        .select("id")
        .where("from_path", "like", "%coming-next-week")
        .execute(),
    ).toEqual([]);
  });

  it("refuses to restore a published item whose address a redirect now leaves from, and restores it once that redirect is gone", async () => {
    const { id, slug } = await database.db
      .selectFrom("portfolio_items")
      .select(["id", "slug"])
      .where("published", "=", 1)
      .where("trashed_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const path = `/projects/${slug}`;
    const trashed = await postForm(
      app,
      "/admin/projects",
      { intent: "trash", id: String(id) },
      { cookie: editor },
    );
    expect(trashed.headers.location).toBe(`/admin/projects?done=trashed&item=${id}`);
    expect((await visit(app, path)).statusCode).toBe(410);
    // While it is in the trash its address is free: a redirect may take it.
    await added(path, "/projects");

    const restore = () =>
      postForm(app, "/admin/projects", { intent: "restore", id: String(id) }, { cookie: editor });
    const refused = await restore();
    expect(refused.headers.location).toBe(`/admin/projects?done=redirected&item=${id}`);
    const notice = (await get(app, refused.headers.location!, editor)).body;
    expect(notice).toContain(
      trashCopy.notices.redirected((await loadItem(database, "project", id))!.fields.title, path),
    );
    expect(notice).toContain('href="/admin/redirects"');
    expect((await loadItem(database, "project", id))!.status).toBe("trash");
    expect((await visit(app, path)).headers.location).toBe("/projects");

    await postForm(
      app,
      "/admin/redirects",
      { intent: "delete", id: String(await idOf(path)) },
      { cookie: editor },
    );
    expect((await restore()).headers.location).toBe(`/admin/projects?done=restored&item=${id}`);
    expect((await visit(app, path)).statusCode).toBe(200);
  });

  it("refuses a slug whose address a redirect leaves from, and saves nothing", async () => {
    await added("/projects/coming-soon", "/contact");
    const { id } = await database.db
      .selectFrom("portfolio_items")
      .select("id")
      .where("published", "=", 1)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const item = (await loadItem(database, "project", id))!;
    const refused = await postForm(
      app,
      `/admin/projects/${id}`,
      { ...item.fields, slug: "coming-soon", version: String(item.version), intent: "save" },
      { cookie: editor },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      publishingCopy.errors.slugRedirected("/projects/coming-soon", "/contact"),
    );
    expect(refused.body).toContain('value="coming-soon"');
    expect((await loadItem(database, "project", id))!.fields.slug).toBe(item.fields.slug);
  });
});

const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe.runIf(redisUrl)("redirects on two instances (Redis)", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `genesis-test-${randomBytes(4).toString("hex")}:`,
    };
    first = await startConsoleApp(testDb, { ...env, INSTANCE_NAME: "first" });
    second = await startConsoleApp(testDb, { ...env, INSTANCE_NAME: "second" });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await testDb?.drop();
  });

  it("answers a redirect added on one instance from the other within a second", async () => {
    // The other instance has read the (empty) redirects and keeps them.
    expect((await visit(second, "/spring-offer")).statusCode).toBe(404);
    const cookie = await signIn(first, EDITOR);
    const saved = await postForm(
      first,
      "/admin/redirects",
      { intent: "add", from: "/spring-offer", to: "/contact", permanent: "yes" },
      { cookie },
    );
    expect(saved.statusCode).toBe(303);
    const start = Date.now();
    let answer = await visit(second, "/spring-offer");
    while (answer.statusCode !== 301 && Date.now() - start < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await visit(second, "/spring-offer");
    }
    expect(answer.statusCode).toBe(301);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
