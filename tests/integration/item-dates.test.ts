import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadItem } from "../../server/admin/publishing/editorial-queries.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest, migrateUpTo } from "../../server/db/migrate.ts";
import { portfolioSeed } from "../../server/db/seed-data.ts";
import { postSeed } from "../../server/db/seed-posts.ts";
import { EDITOR, SITE, get, openTestConsole, postForm, signIn } from "../support/console.ts";
import { describeEachDialect } from "../support/each-dialect.ts";

// What structured data and the sitemap tell search engines about a post's and a
// project's dates and a post's author: the item's own, never the moment the
// database was first seeded, and never a person called "admin".

const POST = "what-an-mvp-should-and-should-not-include";
const ORGANIZATION = { "@id": `${SITE}/#organization` };

const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, body]) => JSON.parse(body!) as Record<string, unknown>)
    .find((data) => data["@type"] === type)!;

const today = () => new Date().toISOString().slice(0, 10);

describeEachDialect("an item's dates and author in structured data", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    editor = await signIn(app, EDITOR);
  });
  afterAll(async () => {
    await close?.();
  });

  it("dates every seeded post by its own publication and credits the agency, not 'admin'", async () => {
    for (const post of postSeed) {
      const response = await get(app, `/blog/${post.slug}`);
      expect(response.statusCode, post.slug).toBe(200);
      const data = jsonLd(response.body, "BlogPosting");
      expect(data.datePublished, post.slug).toBe(post.published_at);
      expect(data.dateModified, post.slug).toBe(post.published_at);
      expect(data.author, post.slug).toEqual(ORGANIZATION);
      // The byline a visitor reads stays the template's.
      expect(response.body).toContain("By admin");
    }
  });

  it("dates every seeded project by its own publication, in its year", async () => {
    for (const project of portfolioSeed) {
      const slug = project.slug!;
      const response = await get(app, `/projects/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const data = jsonLd(response.body, "CreativeWork");
      expect(data.datePublished, slug).toBe(project.published_at);
      expect(String(data.datePublished).slice(0, 4)).toBe(String(project.year));
      expect(data.dateModified, slug).toBe(project.published_at);
    }
    const sitemap = (await get(app, "/sitemap.xml")).body;
    expect(sitemap).toContain(
      `<loc>${SITE}/projects/northwind-analytics</loc><lastmod>2024-11-18T09:00:00.000Z</lastmod>`,
    );
    expect(sitemap).not.toMatch(new RegExp(`/projects/[^<]*</loc><lastmod>${today()}`));
  });

  it("moves dateModified to a real edit and credits the person the byline names", async () => {
    const { id } = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", POST)
      .executeTakeFirstOrThrow();
    const item = (await loadItem(database, "post", id))!;
    const before = new Date().toISOString();
    const saved = await postForm(
      app,
      `/admin/posts/${id}`,
      {
        ...item.fields,
        coverAlt: item.fields.coverAlt || "A desk with a laptop.",
        author: "Ada Lovelace",
        version: String(item.version),
        intent: "publish",
      },
      { cookie: editor },
    );
    expect(saved.statusCode).toBeLessThan(400);
    const data = jsonLd((await get(app, `/blog/${POST}`)).body, "BlogPosting");
    expect(data.author).toEqual({ "@type": "Person", name: "Ada Lovelace" });
    expect(data.datePublished).toMatch(/^2024-10-19T/);
    expect(String(data.dateModified) >= before).toBe(true);
  });

  it("gives a database seeded before its own dates (every row stamped at its first start) the seed's dates, leaving edited rows alone", async () => {
    const testDb = await create();
    const old = testDb.open();
    try {
      await migrateUpTo(old, "022-lead-source");
      const firstStart = "2026-06-01T08:00:00.000Z";
      const edited = "2026-07-01T08:00:00.000Z";
      const [northwind, medora] = portfolioSeed;
      for (const [index, project] of [northwind!, medora!].entries()) {
        await old.db
          .insertInto("portfolio_items")
          .values({
            ...project,
            published_at: firstStart,
            sort_order: index,
            published: 1,
            created_at: firstStart,
            updated_at: index === 0 ? firstStart : edited,
          })
          .execute();
      }
      const [first, second] = postSeed;
      for (const post of [first!, second!]) {
        await old.db
          .insertInto("blog_posts")
          .values({
            ...post,
            created_at: firstStart,
            updated_at: post === first ? firstStart : edited,
          })
          .execute();
      }
      await migrateToLatest(old);
      const projects = await old.db
        .selectFrom("portfolio_items")
        .select(["slug", "published_at", "updated_at"])
        .orderBy("sort_order")
        .execute();
      expect(projects).toEqual([
        {
          slug: northwind!.slug,
          published_at: northwind!.published_at,
          updated_at: northwind!.published_at,
        },
        { slug: medora!.slug, published_at: firstStart, updated_at: edited },
      ]);
      const posts = await old.db
        .selectFrom("blog_posts")
        .select(["slug", "updated_at"])
        .orderBy("id")
        .execute();
      expect(posts).toEqual([
        { slug: first!.slug, updated_at: first!.published_at },
        { slug: second!.slug, updated_at: edited },
      ]);
    } finally {
      await old.close();
      await testDb.drop();
    }
  });
});
