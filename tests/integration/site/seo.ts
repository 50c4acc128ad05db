import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalPath, publicPaths } from "../../../app/lib/seo.ts";
import { openDatabase } from "../../../server/db/connection.ts";
import { buildApp } from "../../../server/http/app.ts";
import { testConfig } from "../../support/config.ts";
import { everyScreen } from "../../support/screens.ts";
import { siteAnswer, siteApp } from "../../support/site-app.ts";

// SITE_URL of the production site; pre-rendered pages carry the value of the build.
const SITE = "http://localhost:3000";
const FIRST_POST = "/blog/seven-signs-your-website-is-slowing-your-business-down";
const routes = everyScreen;

// /project-details and /blog-details show the featured project and the latest
// post, whose own pages are canonical.
const expectedCanonical = (path: string) =>
  ({
    "/project-details": "/projects/northwind-analytics",
    "/blog-details": FIRST_POST,
  })[canonicalPath(path)] ?? canonicalPath(path);

// The site's app over a seeded database, and its pages, as the other whole-site checks
// read them (../site.test.ts).
let app: FastifyInstance;
let databaseUrl: string;

beforeAll(async () => {
  ({ app, url: databaseUrl } = await siteApp());
});

const decode = (text: string | undefined) =>
  text
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function page(path: string) {
  const response = await siteAnswer(path);
  const html = response.body;
  const meta = (attr: "name" | "property", key: string) =>
    new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(([, body]) => JSON.parse(body!) as Record<string, unknown>);
  return {
    status: response.statusCode,
    html,
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: meta("name", "description"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta("name", "robots"),
    og: (key: string) => meta("property", `og:${key}`),
    twitter: (key: string) => meta("name", `twitter:${key}`),
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    jsonLd,
  };
}

describe("metadata on every route", () => {
  it.each(routes)(
    "%s has its own title, description, canonical, social tags, lang and one h1",
    async (path) => {
      const p = await page(path);
      expect(p.status).toBe(200);
      expect(p.html).toMatch(/^<!DOCTYPE html><html lang="en"/i);
      expect(p.titles).toHaveLength(1);
      expect(p.titles[0]).toMatch(/^.+ \| Genesis$/);
      expect(p.description?.length).toBeGreaterThan(40);
      expect(p.canonical).toBe(`${SITE}${expectedCanonical(path)}`);
      expect(decode(p.og("title"))).toBe(decode(p.titles[0]));
      expect(p.og("description")).toBe(p.description);
      expect(p.og("url")).toBe(p.canonical);
      expect(p.og("image")).toMatch(
        new RegExp(`^${SITE}/images/og/(home|service|project|blog|page)\\.png$`),
      );
      expect(p.twitter("card")).toBe("summary_large_image");
      expect(p.h1s).toBe(1);
      expect(p.robots).toBeUndefined();
    },
  );

  it("gives every canonical page a title and description of its own", async () => {
    const seen = new Map<string, string>();
    for (const path of publicPaths) {
      const p = await page(path);
      const key = `${p.titles[0]}|${p.description}`;
      expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  });

  it("points the /home-two copies and the slug addresses to the main pages", async () => {
    expect((await page("/home-two/about")).canonical).toBe(`${SITE}/about`);
    expect((await page("/services/seo")).canonical).toBe(`${SITE}/service/5`);
    expect((await page("/home-two")).canonical).toBe(`${SITE}/home-two`);
  });

  it("serves the social images it names", async () => {
    for (const type of ["home", "service", "project", "blog", "page"]) {
      const image = await app.inject({ url: `/images/og/${type}.png` });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
    }
  });

  it("marks a not-found answer noindex, with no canonical", async () => {
    for (const path of ["/no-such-page", "/service/42"]) {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.robots).toBe("noindex");
      expect(p.canonical).toBeUndefined();
    }
  });
});

describe("structured data", () => {
  it.each(routes)("%s carries a valid Organization", async (path) => {
    const organization = (await page(path)).jsonLd.find((d) => d["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: expect.any(String),
      url: `${SITE}/`,
      logo: `${SITE}/icon-512.png`,
      email: "hello@genesis-agency.dev",
      telephone: "+1 (307) 555-0142",
      // The settings of a new database: CONTACT_ADDRESS's default in its parts.
      address: {
        "@type": "PostalAddress",
        streetAddress: "1621 Central Ave",
        addressLocality: "Cheyenne",
        addressRegion: "WY",
        postalCode: "82001",
        addressCountry: "USA",
      },
      sameAs: expect.arrayContaining(["https://x.com/genesis_agency"]),
    });
  });

  it.each(routes.filter((r) => r !== "/" && r !== "/home-two"))(
    "%s has a BreadcrumbList matching its breadcrumb",
    async (path) => {
      const p = await page(path);
      const list = p.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as
        { itemListElement: { position: number; name: string; item: string }[] } | undefined;
      expect(list).toBeDefined();
      const items = list!.itemListElement;
      expect(items[0]).toEqual({
        "@type": "ListItem",
        position: 1,
        name: "Home",
        item: `${SITE}/`,
      });
      items.forEach((item, i) => {
        expect(item.position).toBe(i + 1);
        expect(item.item).toMatch(new RegExp(`^${SITE}/`));
      });
      expect(items.at(-1)!.item).toBe(`${SITE}${canonicalPath(path)}`);
    },
  );

  it.each(Array.from({ length: 10 }, (_, i) => `/service/${i + 1}`))(
    "%s describes its Service",
    async (path) => {
      const service = (await page(path)).jsonLd.find((d) => d["@type"] === "Service");
      expect(service).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        url: `${SITE}${path}`,
        provider: { "@id": `${SITE}/#organization` },
      });
    },
  );

  it("the blog article is a BlogPosting", async () => {
    const post = (await page("/blog-details")).jsonLd.find((d) => d["@type"] === "BlogPosting");
    expect(post).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      // The seeded byline is an account name ("admin"): the agency is the author.
      author: { "@id": `${SITE}/#organization` },
      image: expect.stringMatching(new RegExp(`^${SITE}/`)),
      mainEntityOfPage: `${SITE}${FIRST_POST}`,
      publisher: { "@id": `${SITE}/#organization` },
    });
  });
});

describe("sitemap and robots", () => {
  it("lists every canonical public page on SITE_URL, each of which answers 200", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // The pages of the code, then every published project and post.
    expect(locs.slice(0, publicPaths.length)).toEqual(publicPaths.map((p) => `${SITE}${p}`));
    expect(
      locs.slice(publicPaths.length).every((l) => /\/(projects|blog)\/[a-z0-9-]+$/.test(l)),
    ).toBe(true);
    for (const expected of [
      "/",
      "/about",
      "/services",
      "/service/10",
      "/projects",
      "/projects/northwind-analytics",
      "/blog",
      FIRST_POST,
      "/contact",
    ]) {
      expect(locs).toContain(`${SITE}${expected}`);
    }
    for (const loc of locs) {
      expect((await siteAnswer(new URL(loc).pathname)).statusCode, loc).toBe(200);
    }
    expect(locs.some((l) => l.includes("/home-two/"))).toBe(false);
  });

  it("robots.txt points to the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).toContain("User-agent: *");
  });

  it("uses SITE_URL as the origin", async () => {
    const other = await buildApp({
      config: testConfig({ SITE_URL: "https://genesis.example" }),
      database: openDatabase(databaseUrl),
      web: { kind: "none" },
      logger: false,
    });
    expect((await other.inject({ url: "/sitemap.xml" })).body).toContain(
      "<loc>https://genesis.example/about</loc>",
    );
    expect((await other.inject({ url: "/robots.txt" })).body).toContain(
      "Sitemap: https://genesis.example/sitemap.xml",
    );
    await other.close();
  });
});
