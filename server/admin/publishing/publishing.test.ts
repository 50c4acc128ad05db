import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate.ts";
import { seedPortfolio } from "../../db/seed.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  SITE,
  consoleUsers,
  get,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";
import { folderStorage } from "../../media/media-storage.ts";
import { processImage } from "../../media/process-image.ts";
import { loadItem } from "./editorial-queries.ts";

// Projects and posts from the database on their own pages, through
// the built app: 404 for drafts and scheduled items, 301 after a slug change,
// the blog's filters on the server, the sitemap and the RSS feed.

const FIRST_POST = "seven-signs-your-website-is-slowing-your-business-down";
const MVP_POST = "what-an-mvp-should-and-should-not-include";

let testDb: TestDatabase;
let database: DatabaseHandle;
let app: FastifyInstance;
let cookie: string;
const mediaDir = mkdtempSync(join(tmpdir(), "genesis-media-"));

beforeAll(async () => {
  requireBuild();
  testDb = sqliteTestDatabase({ migrated: true });
  database = testDb.open();
  await migrateToLatest(database);
  await seedPortfolio(database);
  await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
  // The tests change rows directly, behind the app's back: no kept pages
  // (the render cache has its own suite, render-cache.test.ts).
  app = await startConsoleApp(testDb, { MEDIA_DIR: mediaDir }, { renderCache: false });
  cookie = await signIn(app, EDITOR);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await testDb?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  );
const setPost = (
  slug: string,
  values: { published?: number; published_at?: string | null; body?: string },
) => database.db.updateTable("blog_posts").set(values).where("slug", "=", slug).execute();
const postRow = (slug: string) =>
  database.db
    .selectFrom("blog_posts")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();

describe("a project's own page", () => {
  it("shows its own facts, breadcrumb, canonical and JSON-LD, under / and /home-two", async () => {
    for (const prefix of ["", "/home-two"]) {
      const response = await get(app, `${prefix}/projects/medora-health`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toMatch(/<h1[^>]*>Medora Health<\/h1>/);
      expect(html).toContain("Patient booking app for a network of clinics");
      expect(html).toContain("Mobile App");
      expect(html).not.toContain("Northwind");
      expect(canonical(html)).toBe(`${SITE}/projects/medora-health`);
      expect(html).toMatch(/<meta property="og:type" content="article"[^>]*\/>/);
      expect(jsonLd(html).find((d) => d["@type"] === "CreativeWork")).toMatchObject({
        name: "Medora Health",
        url: `${SITE}/projects/medora-health`,
      });
      const crumbs = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
        "Home",
        "Projects",
        "Medora Health",
      ]);
    }
  });

  it("/project-details shows the featured project with a canonical link to its page", async () => {
    const response = await get(app, "/project-details");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Northwind Analytics");
    expect(canonical(response.body)).toBe(`${SITE}/projects/northwind-analytics`);
  });

  it("links every card of /projects and the home page's slider to its project", async () => {
    const list = (await get(app, "/projects")).body;
    expect(list).toContain('href="/projects/tideline-commerce"');
    const home = (await get(app, "/home-two")).body;
    expect(home).toContain('href="/home-two/projects/tideline-commerce"');
    expect(home).toContain(`href="/home-two/blog/${FIRST_POST}"`);
  });

  it("answers 404 for an unknown slug and for a draft", async () => {
    expect((await get(app, "/projects/no-such-project")).statusCode).toBe(404);
    await database.db
      .updateTable("portfolio_items")
      .set({ published: 0 })
      .where("slug", "=", "sprout-mvp")
      .execute();
    try {
      expect((await get(app, "/projects/sprout-mvp")).statusCode).toBe(404);
      expect((await get(app, "/projects")).body).not.toContain("Sprout MVP");
      expect((await get(app, "/sitemap.xml")).body).not.toContain("/projects/sprout-mvp");
      // The real page for a signed-in user, never stored by a cache nor indexed.
      const preview = await get(app, "/projects/sprout-mvp?preview=1", cookie);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["cache-control"]).toMatch(/no-store/);
      expect(preview.body).toContain("this project is not published");
      expect(preview.body).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/);
      expect((await get(app, "/projects/sprout-mvp?preview=1")).statusCode).toBe(404);
    } finally {
      await database.db
        .updateTable("portfolio_items")
        .set({ published: 1 })
        .where("slug", "=", "sprout-mvp")
        .execute();
    }
  });
});

describe("a post's own page", () => {
  it("shows the post with its canonical, BlogPosting and neighbours", async () => {
    const response = await get(app, `/blog/${MVP_POST}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>What an MVP should \(and should not\) include<\/h1>/);
    expect(canonical(html)).toBe(`${SITE}/blog/${MVP_POST}`);
    expect(jsonLd(html).find((d) => d["@type"] === "BlogPosting")).toMatchObject({
      headline: "What an MVP should (and should not) include",
      mainEntityOfPage: `${SITE}/blog/${MVP_POST}`,
      datePublished: expect.stringMatching(/^2024-10-19T/),
    });
    // Rendered Markdown: a heading with its anchor.
    expect(html).toContain('<h2 id="user-content-the-one-question">');
    expect(html).toContain('href="#user-content-the-one-question"');
    expect(html).toContain(`href="/blog/${FIRST_POST}"`);
  });

  it("renders a code block highlighted on the server", async () => {
    const html = (await get(app, "/blog/adding-ai-to-your-product-without-the-hype")).body;
    expect(html).toContain('<code class="hljs language-ts">');
  });

  it("/blog-details shows the latest post with a canonical link to its page", async () => {
    const response = await get(app, "/blog-details");
    expect(response.statusCode).toBe(200);
    expect(canonical(response.body)).toBe(`${SITE}/blog/${FIRST_POST}`);
  });

  it("never lets an editor's script through", async () => {
    await database.db
      .updateTable("blog_posts")
      .set({
        body: 'Hi <script>alert(1)</script> [x](javascript:alert(2)) <img src=x onerror="alert(3)">',
      })
      .where("slug", "=", "seo-for-new-websites-the-first-90-days")
      .execute();
    const html = (await get(app, "/blog/seo-for-new-websites-the-first-90-days")).body;
    expect(html).not.toMatch(/alert\(2\)|alert\(3\)|onerror|<script>alert/);
  });

  it("gives an editor's headings and footnotes none of the page's ids, and keeps their links", async () => {
    const slug = "why-every-growing-product-needs-a-design-system";
    const { body: before } = await postRow(slug);
    // `## Public config` once made a second #public-config ahead of the page's own,
    // which the API client parses as JSON; `## Main` a second skip-link target.
    await setPost(slug, {
      body: "## Main\n\nA claim[^1].\n\n## Public config\n\n[^1]: Its source.",
    });
    try {
      const { document } = parseHtml((await get(app, `/blog/${slug}`)).body);
      expect(document.querySelectorAll("#main")).toHaveLength(1);
      expect(document.querySelector("#public-config")?.tagName).toBe("SCRIPT");
      const body = document.querySelector(".rich-text")!;
      expect(body.querySelectorAll("[id]").length).toBeGreaterThanOrEqual(5);
      for (const element of body.querySelectorAll("[id]")) {
        expect(element.id).toMatch(/^user-content-/);
      }
      const links = [...body.querySelectorAll('a[href^="#"]')];
      expect(links.length).toBeGreaterThanOrEqual(5);
      for (const link of links) {
        expect(body.querySelector(`[id="${link.getAttribute("href")!.slice(1)}"]`)).not.toBeNull();
      }
    } finally {
      await setPost(slug, { body: before });
    }
  });

  it("answers 404 for drafts and scheduled posts, which appear nowhere public", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await setPost(MVP_POST, { published_at: future });
    try {
      expect((await get(app, `/blog/${MVP_POST}`)).statusCode).toBe(404);
      expect((await get(app, "/blog")).body).not.toContain(MVP_POST);
      expect((await get(app, "/rss.xml")).body).not.toContain(MVP_POST);
      expect((await get(app, "/sitemap.xml")).body).not.toContain(MVP_POST);
      expect((await get(app, `/blog/${MVP_POST}?preview=1`, cookie)).statusCode).toBe(200);
    } finally {
      await setPost(MVP_POST, { published_at: "2024-10-19T16:00:00.000Z" });
    }
    await setPost(MVP_POST, { published: 0 });
    try {
      expect((await get(app, `/blog/${MVP_POST}`)).statusCode).toBe(404);
      expect((await get(app, `/home-two/blog/${MVP_POST}`)).statusCode).toBe(404);
    } finally {
      await setPost(MVP_POST, { published: 1 });
    }
  });

  it("answers 301 from an old slug to the new one, on both copies of the site", async () => {
    const post = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", MVP_POST)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("slug_redirects")
      .values({ kind: "post", old_slug: "old-mvp", item_id: post.id, created_at: "2024-01-01" })
      .execute();
    const moved = await get(app, "/blog/old-mvp");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${MVP_POST}`);
    const movedTwo = await get(app, "/home-two/blog/old-mvp?x=1");
    expect(movedTwo.statusCode).toBe(301);
    expect(movedTwo.headers.location).toBe(`/home-two/blog/${MVP_POST}?x=1`);
  });
});

describe("the blog list on the server", () => {
  // The cards' "Read More about “title”" links (the sidebar links to recent posts too).
  const cards = (html: string) =>
    [
      ...html.matchAll(/href="(?:\/home-two)?\/blog\/([^"]+)"[^>]*>(?:<span[^>]*>)?Read More</g),
    ].map((m) => m[1]);

  it("filters by tag, search and page, without JavaScript", async () => {
    const tagged = (await get(app, "/blog?tag=mvp")).body;
    expect(cards(tagged)).toEqual([MVP_POST]);
    expect(tagged).toContain("1 post found");

    expect(cards((await get(app, "/blog?q=assumption")).body)).toEqual([MVP_POST]);
    expect(cards((await get(app, "/blog?q=assumption&tag=ai")).body)).toEqual([]);

    expect(cards((await get(app, "/blog")).body)).toHaveLength(3);
    expect(cards((await get(app, "/blog")).body)[0]).toBe(FIRST_POST);
    const second = cards((await get(app, "/blog?page=2")).body);
    expect(second).toHaveLength(3);
    expect(second[0]).toBe("why-every-growing-product-needs-a-design-system");
    expect(cards((await get(app, "/home-two/blog?page=3")).body)).toHaveLength(3);
  });

  it("makes each page of the list its own canonical address, and leaves filters unindexed", async () => {
    const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
    const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
    const first = (await get(app, "/blog")).body;
    expect(canonical(first)).toBe(`${SITE}/blog`);
    expect(robots(first)).toBeUndefined();
    for (const [path, address] of [
      ["/blog?page=2", `${SITE}/blog?page=2`],
      ["/home-two/blog?page=3", `${SITE}/blog?page=3`],
      // Past the end shows the last page, whose address that is.
      ["/blog?page=99", `${SITE}/blog?page=3`],
      ["/blog?page=1", `${SITE}/blog`],
    ]) {
      const html = (await get(app, path!)).body;
      expect(canonical(html), path).toBe(address);
      expect(ogUrl(html), path).toBe(address);
      expect(robots(html), path).toBeUndefined();
    }
    for (const path of [
      "/blog?q=assumption",
      "/blog?tag=mvp&page=1",
      "/blog?category=web-development",
    ]) {
      expect(robots((await get(app, path)).body), path).toBe("noindex, follow");
    }
  });
});

describe("feed and sitemap", () => {
  it("/rss.xml is RSS 2.0 with the latest posts, newest first", async () => {
    const response = await get(app, "/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...response.body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links.length).toBeGreaterThan(5);
    expect(links.length).toBeLessThanOrEqual(20);
    expect(links[0]).toBe(`${SITE}/blog/${FIRST_POST}`);
  });

  it("the sitemap lists every published item with its last change", async () => {
    const body = (await get(app, "/sitemap.xml")).body;
    expect(body).toMatch(
      new RegExp(`<loc>${SITE}/projects/northwind-analytics</loc><lastmod>\\d{4}-`),
    );
    expect(body).toMatch(new RegExp(`<loc>${SITE}/blog/${FIRST_POST}</loc><lastmod>\\d{4}-`));
    expect(body).not.toContain("/project-details");
  });
});

describe("media", () => {
  it("serves an upload's variants from MEDIA_DIR with immutable caching, and nothing else", async () => {
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: "#5b3df5" },
    })
      .jpeg()
      .toBuffer();
    const image = await processImage(photo, folderStorage(mediaDir));
    const variant = image.variants.find((v) => v.format === "webp")!;
    const response = await get(app, `/media/${variant.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toMatch(/immutable/);
    expect(response.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect((await get(app, `/media/${image.originalKey}`)).statusCode).toBe(200);
    expect((await get(app, "/media/")).statusCode).toBe(404);
    expect((await get(app, "/media/%2e%2e/package.json")).statusCode).toBe(404);
  });
});

describe("a cover image uploaded in the editor", () => {
  /** The editor's form as the browser sends it with a file chosen (multipart). */
  async function saveWithUpload(id: number, file: { name: string; type: string; data: Buffer }) {
    const item = (await loadItem(database, "post", id))!;
    const form = new FormData();
    const fields = { ...item.fields, coverAlt: item.fields.coverAlt || "A teal launch banner." };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("version", String(item.version));
    form.append("intent", "publish");
    form.append(
      "coverUpload",
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url: `/admin/posts/${id}`,
      headers: {
        cookie,
        origin: SITE,
        host: new URL(SITE).host,
        "content-type": encoded.headers.get("content-type")!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  const postId = async (slug: string) =>
    (
      await database.db
        .selectFrom("blog_posts")
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow()
    ).id;

  it("becomes the post's cover, served in AVIF and WebP widths from /media, and is recorded with its size", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#22d3ee" },
    })
      .png()
      .toBuffer();
    const saved = await saveWithUpload(await postId(MVP_POST), {
      name: "launch.png",
      type: "image/png",
      data: photo,
    });
    expect(saved.statusCode).toBe(303);
    const page = (await get(app, `/blog/${MVP_POST}`)).body;
    const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(page)?.[1];
    // Each upload has its own folder: the names never change, no version is needed.
    expect(avif).toMatch(/^\/media\/[0-9a-f-]{36}\/480\.avif 480w, .*\/1600\.avif 1600w$/);
    const webp = /<source type="image\/webp" srcSet="([^"]+)"/.exec(page)?.[1];
    const firstVariant = webp!.split(" ")[0]!;
    expect((await get(app, firstVariant)).headers["content-type"]).toBe("image/webp");
    const [asset] = await database.db.selectFrom("media_assets").selectAll().execute();
    expect(asset).toMatchObject({
      mime: "image/png",
      width: 1600,
      height: 900,
      created_by: EDITOR.email,
    });
  });

  it("refuses a file that is not an image whatever its name, and keeps the item as it was", async () => {
    const id = await postId(FIRST_POST);
    const before = (await loadItem(database, "post", id))!;
    const refused = await saveWithUpload(id, {
      name: "photo.jpg",
      type: "image/jpeg",
      data: Buffer.from("#!/bin/sh\necho this is not a picture\n"),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("That file is not an image we can read.");
    expect((await loadItem(database, "post", id))!.version).toBe(before.version);
  });
});
