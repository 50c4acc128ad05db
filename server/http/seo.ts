import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageLanguage } from "../../app/lib/page-language.ts";
import { pathIn } from "../../app/lib/page-language.ts";
import { publicPaths } from "../../app/lib/seo.ts";
import { site } from "../../app/content/site.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { lastChange, postEntries, projectEntries } from "../publishing/public-content.ts";
import { kindTranslations } from "../db/translations.ts";
import { postEntriesIn } from "../publishing/translated-publishing.ts";
import { ENGLISH, type LanguageTable } from "./language-table.ts";

const FEED_SIZE = 20;

/**
 * /sitemap.xml (every canonical public page on SITE_URL, in every published
 * language with its alternates in the others, with every published project
 * and post and its last change), /rss.xml (RSS 2.0, the latest 20 posts) and
 * each other language's feed (/de/rss.xml: the posts translated into it), and /robots.txt pointing to the sitemap. The sitemap and the
 * feeds read the database on each request, so a publish shows in them at
 * once; drafts and scheduled items are never in them.
 */
export async function seoRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    languages,
  }: { config: Config; database: DatabaseHandle; languages: LanguageTable },
) {
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");

  const url = (path: string, lastmod?: string, alternates = "") =>
    `  <url><loc>${escapeXml(config.siteUrl + path)}</loc>${
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""
    }${alternates}</url>`;

  app.get("/sitemap.xml", async (request, reply) => {
    const items = await fromDatabase(request.log, () =>
      Promise.all([
        projectEntries(database),
        postEntries(database),
        database.db
          .selectFrom("services")
          .select("id")
          .where("visible", "=", 1)
          .orderBy("position")
          .orderBy("id")
          .execute(),
        kindTranslations(database.db, "project"),
        kindTranslations(database.db, "post"),
      ]),
    );
    if (!items)
      return reply.code(503).type("text/plain; charset=utf-8").send("Service Unavailable");
    const [projects, posts, services, projectWords, postWords] = items;
    const published = await languages.published();
    type At = { language: Pick<PageLanguage, "code" | "prefix">; path: string };
    // A page in each of its languages, each naming the others and the default as x-default (decision 049).
    const inEach = (at: At[], lastmod?: string) => {
      const links =
        at.length < 2
          ? ""
          : [...at, { ...at[0]!, language: { code: "x-default", prefix: "" } }]
              .map(
                ({ language, path }) =>
                  `<xhtml:link rel="alternate" hreflang="${escapeXml(language.code)}" href="${escapeXml(
                    config.siteUrl + pathIn(language, path),
                  )}"/>`,
              )
              .join("");
      return at.map(({ language, path }) => url(pathIn(language, path), lastmod, links));
    };
    // A project or post in the default language and in each it is translated into, at its slug there.
    const itemUrls = (
      base: string,
      entries: {
        id: number;
        slug: string | null;
        updated_at: string;
        published_at: string | null;
      }[],
      words: Awaited<ReturnType<typeof kindTranslations>>,
    ) =>
      entries.flatMap((entry) =>
        inEach(
          published.flatMap((language) => {
            const slug = language.isDefault
              ? entry.slug
              : words.get(entry.id)?.get(language.code)?.slug;
            return slug ? [{ language, path: `${base}/${slug}` }] : [];
          }),
          lastChange(entry),
        ),
      );
    // The visible services (migration 010) where the code's list has today's ten.
    const servicePaths = services.map((s) => `/service/${s.id}`);
    const paths = publicPaths.flatMap((path) =>
      path === "/services" ? [path, ...servicePaths] : /^\/service\/\d+$/.test(path) ? [] : [path],
    );
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.flatMap((path) => inEach(published.map((language) => ({ language, path })))),
      ...itemUrls("/projects", projects, projectWords),
      ...itemUrls("/blog", posts, postWords),
      "</urlset>",
      "",
    ].join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=0, must-revalidate")
      .send(sitemap);
  });

  const feed = async (request: FastifyRequest, reply: FastifyReply, language: PageLanguage) => {
    // Another language has the posts translated into it.
    const posts = await fromDatabase(request.log, () =>
      language.isDefault
        ? postEntries(database, FEED_SIZE)
        : postEntriesIn(database, language.code, FEED_SIZE),
    );
    if (!posts)
      return reply.code(503).type("text/plain; charset=utf-8").send("Service Unavailable");
    const at = (path: string) => `${config.siteUrl}${pathIn(language, path)}`;
    const link = (slug: string) => escapeXml(at(`/blog/${slug}`));
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      "<channel>",
      `  <title>${escapeXml(`${site.name} Blog`)}</title>`,
      `  <link>${escapeXml(at("/blog"))}</link>`,
      `  <description>${escapeXml("Notes from the Genesis team on software, design, marketing and AI.")}</description>`,
      `  <language>${escapeXml(language.code)}</language>`,
      `  <atom:link href="${escapeXml(`${config.siteUrl}${language.prefix}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...(posts[0]?.published_at
        ? [`  <lastBuildDate>${new Date(posts[0].published_at).toUTCString()}</lastBuildDate>`]
        : []),
      ...posts.map((post) =>
        [
          "  <item>",
          `    <title>${escapeXml(post.title)}</title>`,
          `    <link>${link(post.slug)}</link>`,
          `    <guid isPermaLink="true">${link(post.slug)}</guid>`,
          `    <description>${escapeXml(post.summary)}</description>`,
          ...(post.category ? [`    <category>${escapeXml(post.category)}</category>`] : []),
          `    <pubDate>${new Date(post.published_at ?? post.updated_at).toUTCString()}</pubDate>`,
          "  </item>",
        ].join("\n"),
      ),
      "</channel>",
      "</rss>",
      "",
    ].join("\n");
    return reply
      .type("application/rss+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=0, must-revalidate")
      .send(xml);
  };
  app.get("/rss.xml", async (request, reply) =>
    feed(request, reply, (await languages.published()).find((l) => l.isDefault) ?? ENGLISH),
  );
  app.get("/:language/rss.xml", async (request, reply) => {
    const language = await languages.at(request.url);
    if (!language) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    return feed(request, reply, language);
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(robots),
  );
}

async function fromDatabase<T>(
  log: { error(details: object, message: string): void },
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, "Reading the published items failed: database unavailable");
    return null;
  }
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
