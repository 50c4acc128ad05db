import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shippedScreens } from "../../app/content/shipped-screens.ts";
import { shippedInterfaceWords } from "../../app/content/interface-languages.ts";
import { postDate } from "../../app/lib/post-date.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import {
  EDITOR,
  OWNER,
  SITE,
  formFields,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../support/console.ts";
import { stampServed } from "../support/config.ts";
import { describeEachDialect } from "../support/each-dialect.ts";
import { htmlProblems } from "../support/html-problems.ts";

// Projects and posts translated item by item (decision 049): a translation has
// its own title, slug, summary, body and alt text, is saved whole, and is then
// live in its language at its own address wherever its item is published;
// the item's pages in every language name each other, the language's lists,
// feed and sitemap carry it, an old slug answers 301 within the language, and
// 'Remove translation' takes it off. A comment on it, and a sign-up on a page
// in the language, keep the language they were written in.

describeEachDialect("projects and posts in another language", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let editor: string;
  let post: { id: number; slug: string; title: string };
  let other: { id: number; slug: string };

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    const owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
    for (const intent of ["add", "publish"]) {
      await postForm(
        app,
        "/admin/languages",
        { intent, code: "de", name: "Deutsch" },
        { cookie: owner },
      );
    }
    const posts = await database.db
      .selectFrom("blog_posts")
      .select(["id", "slug", "title"])
      .where("published", "=", 1)
      .orderBy("published_at", "desc")
      .limit(2)
      .execute();
    post = posts[0]!;
    other = posts[1]!;
  });
  afterAll(async () => {
    await close?.();
  });

  const page = async (url: string, status = 200) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(status);
    return response;
  };
  const editorOf = (id: number) => `/admin/posts/${id}?lang=de`;
  const translate = async (id: number, fields: Record<string, string>) => {
    const form = formFields((await get(app, editorOf(id), editor)).body);
    return postForm(app, editorOf(id), { ...form, ...fields }, { cookie: editor });
  };
  const german = {
    title: "Wie wir Software bauen",
    slug: "",
    summary: "Ein Blick in unsere Arbeitsweise.",
    body: "## Erst zuhören\n\nDann bauen.",
    coverAlt: "Ein Team an einem Tisch",
  };
  const escapeHtml = (text: string) => text.replace(/'/g, "&#x27;");
  const alternates = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
        ([, lang, href]) => [lang, href],
      ),
    );

  it("opens a post in the language with its own fields required, the default's words under each", async () => {
    const response = await get(app, editorOf(post.id), editor);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Not translated yet");
    expect(response.body).toContain(`English: “${post.title}”`);
    // Neither the cover nor the publish date: they are the item's in every language.
    expect(response.body).not.toContain('name="publishedAt"');
    expect(response.body).not.toContain('name="coverImage"');
    expect((await get(app, "/admin/posts/new?lang=de", editor)).statusCode).toBe(404);
    expect((await get(app, `/admin/posts/${post.id}?lang=fr`, editor)).statusCode).toBe(404);
  });

  it("refuses a translation that is not whole, with a message at each field, saving nothing", async () => {
    const refused = await translate(post.id, { title: "Nur ein Titel" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Enter a summary.");
    expect(refused.body).toContain("Write the body.");
    expect(refused.body).toContain("Describe the cover image.");
    // What was typed stays in the form.
    expect(refused.body).toContain('value="Nur ein Titel"');
    const posts = await database.db
      .selectFrom("translations")
      .selectAll()
      .where("subject", "like", "collection:post:%")
      .execute();
    expect(posts).toEqual([]);
    await page(`/de/blog/nur-ein-titel`, 404);
  });

  it("publishes a whole translation at its own address, in the language, named by both pages", async () => {
    // The English page is kept by the render cache until the translation drops it.
    await page(`/blog/${post.slug}`);
    expect((await page(`/blog/${post.slug}`)).headers["x-render-cache"]).toBe("hit");
    const saved = await translate(post.id, german);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${editorOf(post.id)}&saved=translated`);
    const html = (await page("/de/blog/wie-wir-software-bauen")).body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(">Wie wir Software bauen</h1>");
    expect(html).toContain("Dann bauen.");
    expect(html).toContain('alt="Ein Team an einem Tisch"');
    // The words around it are the language's too.
    const de = shippedInterfaceWords.de!;
    for (const words of [de.tagsLabel, de.shareLabel, de.commentHeading, de.commentsNone]) {
      expect(html).toContain(escapeHtml(words));
    }
    // Its date as German writes it.
    const { published_at } = await database.db
      .selectFrom("blog_posts")
      .select("published_at")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(html).toContain(`>${postDate(published_at!, "de").text}<`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/de/blog/wie-wir-software-bauen"`);
    const both = {
      en: `${SITE}/blog/${post.slug}`,
      de: `${SITE}/de/blog/wie-wir-software-bauen`,
      "x-default": `${SITE}/blog/${post.slug}`,
    };
    expect(alternates(html)).toEqual(both);
    const english = (await page(`/blog/${post.slug}`)).body;
    expect(alternates(english)).toEqual(both);
    // The switch leads to the post in the other language, at its slug there.
    expect(english).toContain('href="/de/blog/wie-wir-software-bauen" hrefLang="de" lang="de"');
    expect(html).toContain(`href="/blog/${post.slug}" hrefLang="en" lang="en"`);
    expect(await htmlProblems(html, "/de/blog/wie-wir-software-bauen")).toEqual([]);
    // Its English slug is not an address in the language.
    await page(`/de/blog/${post.slug}`, 404);
    // Another post, not translated: its 404 offers it in English.
    const untranslated = (await page(`/de/blog/${other.slug}`, 404)).body;
    expect(untranslated).toContain(
      `<a href="/blog/${other.slug}" hrefLang="en" lang="en" class="font-semibold text-brand-700 underline underline-offset-4">English</a>`,
    );
    expect(untranslated).toContain(escapeHtml(shippedInterfaceWords.de!.elsewhere));
  });

  it("lists the translated post alone in the language's blog, feed and sitemap", async () => {
    const blog = (await page("/de/blog")).body;
    expect(blog).toContain('href="/de/blog/wie-wir-software-bauen"');
    expect(blog).not.toContain(`/blog/${other.slug}"`);
    const feed = (await page("/de/rss.xml")).body;
    expect(feed).toContain(`<link>${SITE}/de/blog/wie-wir-software-bauen</link>`);
    expect(feed.match(/<item>/g)).toHaveLength(1);
    const sitemap = (await page("/sitemap.xml")).body;
    const entry = new RegExp(
      `<url><loc>${SITE}/de/blog/wie-wir-software-bauen</loc>.*?hreflang="en" href="${SITE}/blog/${post.slug}".*?</url>`,
    );
    expect(sitemap).toMatch(entry);
    expect(sitemap).not.toContain(`${SITE}/de/blog/${other.slug}<`);
    // The English blog keeps its words.
    expect((await page("/blog")).body).not.toContain("Wie wir Software bauen");
    // The console's list says how much of each post the language has.
    const list = (await get(app, "/admin/posts", editor)).body;
    expect(list).toMatch(/<span lang="de">Deutsch<\/span> <span[^>]*>5 of 10</);
    expect(list).toMatch(/<span lang="de">Deutsch<\/span> <span[^>]*>0 of 10</);
  });

  it("files a comment on the translated post under the post, in the language it was written in", async () => {
    const commented = await postForm(app, "/de/blog/wie-wir-software-bauen", {
      form: "comment",
      name: "Grete Müller",
      email: "grete@example.com",
      message: "Sehr hilfreich, danke!",
      postSlug: post.slug,
      sourcePage: "/de/blog/wie-wir-software-bauen",
      formStamp: stampServed(5000),
    });
    expect(commented.statusCode).toBe(200);
    const subscribed = await postForm(app, "/de/about", {
      form: "newsletter",
      email: "grete@example.com",
      sourcePage: "/de/about",
      formStamp: stampServed(5000),
    });
    expect(subscribed.statusCode).toBe(200);
    const comment = await database.db
      .selectFrom("blog_comments")
      .select(["post_slug", "language"])
      .where("email", "=", "grete@example.com")
      .executeTakeFirstOrThrow();
    expect(comment).toEqual({ post_slug: post.slug, language: "de" });
    const signUp = await database.db
      .selectFrom("newsletter_subscriptions")
      .select("language")
      .where("email", "=", "grete@example.com")
      .executeTakeFirstOrThrow();
    expect(signUp.language).toBe("de");
  });

  it("refuses a slug another post has in the language, and a stale form", async () => {
    const form = formFields((await get(app, editorOf(other.id), editor)).body);
    const taken = await postForm(
      app,
      editorOf(other.id),
      { ...form, ...german, slug: "wie-wir-software-bauen" },
      { cookie: editor },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain("Another post in Deutsch already uses this slug.");
    // Two people on the same translation: the second is told, nothing overwritten.
    const first = formFields((await get(app, editorOf(post.id), editor)).body);
    expect((await translate(post.id, { summary: "Erste Fassung." })).statusCode).toBe(303);
    const second = await postForm(
      app,
      editorOf(post.id),
      { ...first, summary: "Zweite Fassung." },
      { cookie: editor },
    );
    expect(second.statusCode).toBe(409);
    expect((await page("/de/blog/wie-wir-software-bauen")).body).toContain("Erste Fassung.");
  });

  it("answers 301 from a translation's old slug to its new one, within the language", async () => {
    expect((await translate(post.id, { slug: "unsere-arbeitsweise" })).statusCode).toBe(303);
    const moved = await page("/de/blog/wie-wir-software-bauen", 301);
    expect(moved.headers.location).toBe("/de/blog/unsere-arbeitsweise");
    await page("/de/blog/unsere-arbeitsweise");
    await page("/blog/wie-wir-software-bauen", 404);
  });

  it("takes a translation off after asking, its address then answering 404", async () => {
    const asked = await get(app, `${editorOf(post.id)}&remove`, editor);
    expect(asked.body).toContain("Remove this translation?");
    const form = formFields(asked.body);
    const removed = await postForm(
      app,
      editorOf(post.id),
      { intent: "remove", version: form.version! },
      { cookie: editor },
    );
    expect(removed.statusCode).toBe(303);
    await page("/de/blog/unsere-arbeitsweise", 404);
    expect(alternates((await page(`/blog/${post.slug}`)).body)).toEqual({});
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "=", "translation-removed")
      .execute();
    expect(audit).toEqual([{ action: "translation-removed", target: `post:${post.id}:de` }]);
  });

  it("shows a translated project at its address and in the language's list of projects", async () => {
    const project = await database.db
      .selectFrom("portfolio_items")
      .select(["id", "slug", "name"])
      .where("published", "=", 1)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    await page(`/projects/${project.slug}`);
    expect((await page(`/projects/${project.slug}`)).headers["x-render-cache"]).toBe("hit");
    const at = `/admin/projects/${project.id}?lang=de`;
    const form = formFields((await get(app, at, editor)).body);
    const saved = await postForm(
      app,
      at,
      {
        ...form,
        title: "Ein Shop für Tee",
        summary: "Ein Laden, der schneller lädt.",
        body: "Wir haben den Laden neu gebaut.",
        coverAlt: "Die Startseite des Ladens",
      },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const html = (await page("/de/projects/ein-shop-fur-tee")).body;
    expect(html).toContain(">Ein Shop für Tee</h1>");
    expect(html).toContain(`>${shippedInterfaceWords.de!.projectInfo}</h2>`);
    expect(alternates(html).en).toBe(`${SITE}/projects/${project.slug}`);
    const english = (await page(`/projects/${project.slug}`)).body;
    expect(alternates(english).de).toBe(`${SITE}/de/projects/ein-shop-fur-tee`);
    expect((await page("/de/projects")).body).toContain("Ein Shop für Tee");
    expect((await page("/projects")).body).not.toContain("Ein Shop für Tee");
    // The latest project's page is the one translated, under the list's words in the language.
    const { projects } = shippedScreens.de!;
    const latest = (await page("/de/project-details")).body;
    expect(latest).toContain(`>${projects.detailsHeading}</h1>`);
    expect(latest).toMatch(new RegExp(`href="/de/projects"[^>]*>${projects.breadcrumbLabel}</a>`));
    // The API lists what the language's page lists, for the page's client-side navigation.
    const titles = async (url: string) =>
      (JSON.parse((await app.inject({ url })).body) as { data: { name: string }[] }).data.map(
        (item) => item.name,
      );
    expect(await titles("/api/portfolio?lang=de")).toContain("Ein Shop für Tee");
    expect(await titles("/api/portfolio")).not.toContain("Ein Shop für Tee");
  });
});
