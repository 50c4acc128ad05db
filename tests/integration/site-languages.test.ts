import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { allPosts } from "../../app/content/blog.ts";
import { publicPaths } from "../../app/lib/seo.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { SHIPPED_DOCUMENTS } from "../../server/content/shipped-words.ts";
import { singleSubject } from "../../server/db/translations.ts";
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
import { htmlProblems } from "../support/html-problems.ts";
import { describeEachDialect } from "../support/each-dialect.ts";

// The site in another language (decision 049): a published language's pages
// live under its code, speak it where the agency translated them and the
// default's words elsewhere, name each other in their heads, and keep every
// link inside the language; an unpublished or unknown language answers 404.

describeEachDialect("the site in another language", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  const languages = (fields: Record<string, string>) =>
    postForm(app, "/admin/languages", fields, { cookie: owner });
  const page = async (url: string, status = 200) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(status);
    return response.body;
  };
  /** The `lang` of the element whose whole text `text` is, null without one. */
  const langAround = (html: string, text: string) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const tag = new RegExp(`<[a-z0-9]+([^>]*)>\\s*${escaped}\\s*<`).exec(html);
    expect(tag, text).not.toBeNull();
    return / lang="([^"]+)"/.exec(tag![1]!)?.[1] ?? null;
  };
  const alternates = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
        ([, lang, href]) => [lang, href],
      ),
    );

  it("has one language to begin with: no alternates, and no page under another code", async () => {
    const about = await page("/about");
    expect(about).toContain('<html lang="en"');
    expect(alternates(about)).toEqual({});
    expect(about).toContain('<meta property="og:locale" content="en_US"');
    await page("/de/about", 404);
  });

  it("keeps an unpublished language's pages from visitors", async () => {
    expect((await languages({ intent: "add", code: "de", name: "Deutsch" })).statusCode).toBe(303);
    for (const url of ["/de", "/de/about", "/de/contact"]) await page(url, 404);
    expect(alternates(await page("/about"))).toEqual({});
  });

  it("serves a published language under its code, in its lang, every link staying in it", async () => {
    await languages({ intent: "publish", code: "de" });
    const about = await page("/de/about");
    expect(about).toContain('<html lang="de"');
    expect(about).toContain(`<link rel="canonical" href="${SITE}/de/about"`);
    expect(about).toContain('<meta property="og:locale" content="de_DE"');
    expect(about).toContain('<meta property="og:locale:alternate" content="en_US"');
    const anchors = [...about.matchAll(/<a ([^>]*)>/g)].map(([, attributes]) => attributes!);
    const href = (attributes: string) => /href="(\/[^"]*)"/.exec(attributes)?.[1];
    const inside = anchors
      .filter((a) => !/hreflang=/i.test(a))
      .map(href)
      .filter(Boolean);
    expect(inside.length).toBeGreaterThan(10);
    expect(inside.filter((path) => path !== "/de" && !path!.startsWith("/de/"))).toEqual([]);
    // The switch: this page in English, named in English.
    const switches = anchors.filter((a) => /hreflang=/i.test(a));
    expect(switches.length).toBeGreaterThan(0);
    for (const a of switches) {
      expect(a).toContain('href="/about"');
      expect(a).toMatch(/hreflang="en"/i);
      expect(a).toContain('lang="en"');
    }
    await page("/de");
    await page("/de/home-two/about");
  });

  it("writes every public page in the language as valid HTML", async () => {
    for (const path of publicPaths) {
      const german = path === "/" ? "/de" : `/de${path}`;
      expect(await htmlProblems(await page(german), german), german).toEqual([]);
    }
  });

  it("names every public page in each language in both heads, and the default as x-default", async () => {
    for (const path of publicPaths) {
      const german = path === "/" ? "/de" : `/de${path}`;
      const expected = {
        en: `${SITE}${path}`,
        de: `${SITE}${german}`,
        "x-default": `${SITE}${path}`,
      };
      expect(alternates(await page(path)), path).toEqual(expected);
      expect(alternates(await page(german)), german).toEqual(expected);
    }
  });

  it("lists every page of every language in the sitemap, each naming the same alternates (reciprocal)", async () => {
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(
      ([, loc, rest]) => ({
        loc: loc!,
        alternates: Object.fromEntries(
          [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, l, h]) => [l!, h!]),
        ) as Record<string, string>,
      }),
    );
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const path of publicPaths) {
      const german = path === "/" ? "/de" : `/de${path}`;
      expect(byLoc.has(`${SITE}${path}`), path).toBe(true);
      expect(byLoc.has(`${SITE}${german}`), german).toBe(true);
    }
    // Reciprocal: each alternate an entry names is an entry naming the same set.
    for (const entry of entries.filter((e) => Object.keys(e.alternates).length > 0)) {
      expect(Object.keys(entry.alternates).sort()).toEqual(["de", "en", "x-default"]);
      for (const [lang, href] of Object.entries(entry.alternates)) {
        if (lang === "x-default") continue;
        expect(byLoc.get(href)?.alternates, `${entry.loc} → ${href}`).toEqual(entry.alternates);
      }
      // The sitemap says what each page's head says.
      if (entry.loc.endsWith("/about")) {
        expect(alternates(await page(entry.loc.slice(SITE.length)))).toEqual(entry.alternates);
      }
    }
    // A project or post is in its one language.
    const post = entries.find((e) => e.loc.includes("/blog/"));
    expect(post?.alternates).toEqual({});
    expect(entries.some((e) => e.loc.includes("/de/blog/"))).toBe(false);
  });

  it("has a feed in the language, with none of the posts not yet translated", async () => {
    const feed = await page("/de/rss.xml");
    expect(feed).toContain("<language>de</language>");
    expect(feed).toContain(`<link>${SITE}/de/blog</link>`);
    expect(feed).toContain(`<atom:link href="${SITE}/de/rss.xml"`);
    expect(feed).not.toContain("<item>");
    expect(await page("/rss.xml")).toContain("<language>en</language>");
    await page("/fr/rss.xml", 404);
  });

  it("shows what was translated and the default's words for the rest, the English page untouched", async () => {
    const before = await page("/de/about");
    expect(before).toContain(">About Us</h1>");
    const editorPage = await get(app, "/admin/pages/copy/about?lang=de", editor);
    const saved = await postForm(
      app,
      "/admin/pages/copy/about?lang=de",
      { ...formFields(editorPage.body), heading: "Über uns" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const german = await page("/de/about");
    expect(german).toContain(">Über uns</h1>");
    // Not translated: the default's words, each element saying they are English.
    expect(german).toContain("We Build Scalable Tech for Startups and Businesses");
    expect(langAround(german, "Über uns")).toBeNull();
    expect(langAround(german, "We Build Scalable Tech for Startups and Businesses")).toBe("en");
    expect(langAround(german, "About Us")).toBe("en"); // the breadcrumb's
    const english = await page("/about");
    expect(english).toContain(">About Us</h1>");
    // <html> only: every word is the page's own.
    expect(english.match(/ lang="en"/g)).toHaveLength(1);
  });

  it("names the logo, the social links and the team's profiles in the language, for screen readers", async () => {
    const member = await get(app, "/admin/team/1", editor);
    const saved = await postForm(
      app,
      "/admin/team/1",
      { ...formFields(member.body), linkedin: "https://www.linkedin.com/in/amara-okafor" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    const german = await page("/de/home-two");
    expect(german).toContain('<span class="sr-only">, Startseite</span>');
    // The footer's social links, named for the site; the team's, for each member.
    expect(german).toContain('<span class="sr-only">Genesis auf LinkedIn</span>');
    expect(german).toContain('<span class="sr-only">Amara Okafor auf LinkedIn</span>');
    expect(await page("/de/about")).toContain(
      '<span class="sr-only">Amara Okafor auf LinkedIn</span>',
    );
    const english = await page("/home-two");
    expect(english).toContain('<span class="sr-only">, home</span>');
    expect(english).toContain('<span class="sr-only">Genesis on LinkedIn</span>');
    expect(english).toContain('<span class="sr-only">Amara Okafor on LinkedIn</span>');
    expect(english.match(/ lang="en"/g)).toHaveLength(1);
  });

  it("shows a translated item of a declared kind on every page that lists it, field by field", async () => {
    const english = await page("/de/service/1");
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(english)?.[1];
    expect(title).toBeTruthy();
    const form = formFields((await get(app, "/admin/services/1?lang=de", editor)).body);
    const saved = await postForm(
      app,
      "/admin/services/1?lang=de",
      { ...form, title: "Maßgeschneiderte Website" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect(await page("/de/service/1")).toContain(">Maßgeschneiderte Website</h1>");
    const services = await page("/de/services");
    expect(services).toContain("Maßgeschneiderte Website");
    expect(langAround(services, "Maßgeschneiderte Website")).toBeNull();
    // Not translated: the default's words, marked English; the English pages keep theirs.
    expect(await page("/de/service/1")).toContain("Templates get you online");
    const other = await page("/service/2");
    const untranslated = /<h1[^>]*>([^<]+)<\/h1>/.exec(other)?.[1] ?? "";
    expect(langAround(services, untranslated)).toBe("en");
    expect(await page("/service/1")).toContain(`>${title}</h1>`);
    expect(await page("/services")).not.toContain("Maßgeschneiderte Website");
  });

  it("keeps the language of an enquiry sent from a page in it, and the console names it", async () => {
    const sent = await postForm(app, "/de/contact", {
      form: "contact",
      name: "Grete Müller",
      email: "grete@example.com",
      phone: "+49 30 1234567",
      subject: "Development",
      message: "Eine neue Website, bitte.",
      website: "",
      sourceForm: "get-in-touch",
      sourcePage: "/de/contact",
      sourceVisit: "",
      formStamp: stampServed(5000),
    });
    expect(sent.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select(["id", "language"])
      .where("email", "=", "grete@example.com")
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("de");
    const detail = (await get(app, `/admin/enquiries/${row.id}`, editor)).body;
    expect(detail).toMatch(/>Language<[\s\S]{0,200}<span lang="de">Deutsch<\/span>/);
    const csv = await postForm(
      app,
      "/admin/enquiries/export",
      { q: "grete", status: "" },
      {
        cookie: editor,
      },
    );
    expect(csv.body.split("\r\n")[0]).toMatch(/,language$/);
    expect(csv.body.split("\r\n")[1]).toMatch(/,de$/);
  });

  it("lists no project or post not yet translated, and answers 404 at their addresses", async () => {
    const post = allPosts[0]!.slug;
    await page(`/blog/${post}`);
    expect(await page("/de/blog")).not.toContain(`/blog/${post}`);
    await page(`/de/blog/${post}`, 404);
    // The console has one address; the newsletter's links are in the language signed up in.
    await page("/de/admin", 404);
    await page("/de/admin/login", 404);
    await page("/de/newsletter/confirm", 400);
  });

  it("answers 404 again once the language is unpublished, and for a code the site never had", async () => {
    await languages({ intent: "unpublish", code: "de" });
    await page("/de/about", 404);
    expect(alternates(await page("/about"))).toEqual({});
    await page("/fr/about", 404);
    // An e-mail's link to the newsletter's pages in it still works, in the default language.
    const link = await get(app, "/de/newsletter/unsubscribe?token=abc");
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe("/newsletter/unsubscribe?token=abc");
    const left = await database.db
      .selectFrom("translations")
      .select("subject")
      .where("language", "=", "de")
      .orderBy("subject")
      .execute();
    // Unpublished, a language keeps what was written in it, and the words it arrived with.
    expect(left.map((row) => row.subject)).toEqual(
      ["collection:service:1", "single:page:about", ...SHIPPED_DOCUMENTS.map(singleSubject)].sort(),
    );
  });
});
