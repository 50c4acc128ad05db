import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemKind } from "../../app/admin/publishing/editorial.ts";
import { STAMP_PLACEHOLDER } from "../../app/forms/form-protocol.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedPortfolio } from "../../server/db/seed.ts";
import { loadItem } from "../../server/admin/publishing/editorial-queries.ts";
import {
  EDITOR,
  consoleUsers,
  openTestConsole,
  postForm,
  signIn,
  startConsoleApp,
} from "../support/console.ts";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "../support/databases.ts";
import { requireBuild } from "../support/server-process.ts";

// Pages of projects and posts are rendered once and kept until the console
// changes what they show (server/http/render-cache.ts), on every
// instance when they share Redis.

const POST = "/blog/seven-signs-your-website-is-slowing-your-business-down";
const redisUrl = process.env.TEST_REDIS_URL || undefined;

const visit = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

async function prepare(testDb: TestDatabase): Promise<DatabaseHandle> {
  const database = testDb.open();
  await migrateToLatest(database);
  await seedPortfolio(database);
  await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
  return database;
}

/** Publishes an item from the console's editor, as an editor does, with some fields changed. */
async function publish(
  app: FastifyInstance,
  database: DatabaseHandle,
  cookie: string,
  kind: ItemKind,
  slug: string,
  changes: Record<string, string>,
) {
  const table = kind === "project" ? "portfolio_items" : "blog_posts";
  const { id } = await database.db
    .selectFrom(table)
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const item = (await loadItem(database, kind, id))!;
  const saved = await postForm(
    app,
    `/admin/${kind === "project" ? "projects" : "posts"}/${id}`,
    { ...item.fields, ...changes, version: String(item.version), intent: "publish" },
    { cookie },
  );
  const refusal = /"message","([^"]*)"/.exec(saved.body)?.[1];
  expect(saved.statusCode, `the editor refused the save: ${refusal}`).toBe(303);
}

describe("the render cache", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let cookie: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(
      async (options) => sqliteTestDatabase(options),
      {
        seed: true,
      },
    ));
    cookie = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
  });

  it("keeps a post's page: the next answer is the kept one, with its ETag and a 304", async () => {
    const first = await visit(app, POST);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-render-cache"]).toBe("miss");
    const second = await visit(app, POST);
    expect(second.headers["x-render-cache"]).toBe("hit");
    expect(second.headers.etag).toBeTruthy();
    expect(second.headers["cache-control"]).toBe("no-cache");
    // Allowed by hash like a pre-rendered page: no nonce a second visitor could reuse.
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(second.headers["content-security-policy"]).not.toContain("nonce-");
    const unchanged = await visit(app, POST, { "if-none-match": String(second.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  });

  it("gives each visitor their theme and a fresh stamp for the comment form", async () => {
    await visit(app, POST);
    const dark = await visit(app, POST, { cookie: "theme=dark" });
    expect(dark.headers["x-render-cache"]).toBe("hit");
    expect(dark.body).toMatch(/<html[^>]*data-theme="dark"/);
    expect(dark.body).not.toContain(STAMP_PLACEHOLDER);
    const system = await visit(app, POST);
    expect(system.body).not.toMatch(/<html[^>]*data-theme/);
  });

  it("keeps no console page, preview, client navigation data or not-found answer", async () => {
    for (const url of [`${POST}?preview=1`, `${POST}.data`, "/blog/no-such-post", "/admin/login"]) {
      await visit(app, url);
      expect((await visit(app, url)).headers["x-render-cache"], url).not.toBe("hit");
    }
  });

  it("keeps the blog's pages and tags, but renders a search or any other query for its request", async () => {
    for (const url of ["/blog?page=2", "/blog?tag=performance"]) {
      await visit(app, url);
      expect((await visit(app, url)).headers["x-render-cache"], url).toBe("hit");
    }
    // A campaign's utm_… values change no page (only the enquiry form's source, written per
    // answer): the page's kept copy serves them.
    await visit(app, POST);
    expect((await visit(app, `${POST}?utm_source=newsletter`)).headers["x-render-cache"]).toBe(
      "hit",
    );
    expect((await visit(app, "/blog?page=2&utm_campaign=x")).headers["x-render-cache"]).toBe("hit");
    // Variants nobody could reuse would push the real pages out of the cache.
    for (const url of ["/blog?q=website", `${POST}?n=1`, "/blog?page=2&n=1"]) {
      await visit(app, url);
      const again = await visit(app, url);
      expect(again.statusCode, url).toBe(200);
      expect(again.headers["x-render-cache"], url).toBe("live");
    }
  });

  it("serves a publish from the console on the next request, and keeps the pages it did not touch", async () => {
    for (const url of ["/projects/medora-health", "/projects/northwind-analytics", "/projects"]) {
      await visit(app, url);
      expect((await visit(app, url)).headers["x-render-cache"], url).toBe("hit");
    }
    await publish(app, database, cookie, "project", "medora-health", {
      summary: "Patient booking rebuilt for 40 clinics, now with video visits.",
    });

    const changed = await visit(app, "/projects/medora-health");
    expect(changed.headers["x-render-cache"]).toBe("miss");
    expect(changed.body).toContain("now with video visits");
    expect((await visit(app, "/projects")).headers["x-render-cache"]).toBe("miss");
    // Another project's own page does not show this one: still the kept copy.
    expect((await visit(app, "/projects/northwind-analytics")).headers["x-render-cache"]).toBe(
      "hit",
    );
  });

  it("drops the post pages when a comment is moderated", async () => {
    await visit(app, POST);
    expect((await visit(app, POST)).headers["x-render-cache"]).toBe("hit");
    const id = "render-cache-comment";
    await database.db
      .insertInto("blog_comments")
      .values({
        id,
        post_slug: POST.split("/").pop()!,
        name: "Ada",
        email: "ada@example.com",
        message: "A kept page learns about me.",
        status: "pending",
        created_at: new Date().toISOString(),
      })
      .execute();
    const moderated = await postForm(
      app,
      "/admin/comments",
      { id, decision: "approve" },
      { cookie },
    );
    expect(moderated.statusCode).toBeLessThan(400);
    const after = await visit(app, POST);
    expect(after.headers["x-render-cache"]).toBe("miss");
    expect(after.body).toContain("A kept page learns about me.");
  });
});

describe.runIf(postgresUrl && redisUrl)(
  "the render cache on two instances (PostgreSQL, Redis)",
  () => {
    let testDb: TestDatabase;
    let database: DatabaseHandle;
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      requireBuild();
      testDb = await postgresTestDatabase(postgresUrl!, { migrated: true });
      database = await prepare(testDb);
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

    it("serves a publish on one instance from the other within a second", async () => {
      await visit(second, POST);
      expect((await visit(second, POST)).headers["x-render-cache"]).toBe("hit");
      const cookie = await signIn(first, EDITOR);

      const title = `Seven signs, revised ${Date.now()}`;
      await publish(first, database, cookie, "post", POST.split("/").pop()!, {
        title,
        coverAlt: "A phone showing a page that is still loading.",
      });
      const published = Date.now();
      let served = await visit(second, POST);
      while (!served.body.includes(title) && Date.now() - published < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        served = await visit(second, POST);
      }
      const elapsed = Date.now() - published;
      console.info(
        `render cache: a publish on one instance served by the other after ${elapsed} ms`,
      );
      expect(served.body).toContain(title);
      expect(elapsed).toBeLessThan(1000);
    });
  },
);
