import { within } from "@testing-library/dom";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceIdBySlug, serviceSlugs } from "../../../app/content/service-ids.ts";
import { services } from "../../../app/content/services.ts";
import { textOf } from "../../support/html-page.ts";
import { readSitePage, siteAnswer, siteApp } from "../../support/site-app.ts";
import { everyScreen } from "../../support/screens.ts";

/**
 * Links and the addresses without a route of their own (decision 005), over the
 * built server's HTML: the server sends one HTML for every width and islands keep
 * it as it came, so what a browser crawl found is all in it (this was
 * tests/e2e/links.spec.ts and the 404 checks of tests/e2e/routes.spec.ts). The site's
 * app and its pages are the other whole-site checks' (../site.test.ts).
 */

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await siteApp());
});

const pages = [...everyScreen, "/no-such-page"];

describe("the crawl", () => {
  const targets = new Map<string, string>();

  it.each(pages)(
    "every link of %s has an address, and more than five lead inside the site",
    async (path) => {
      const p = await readSitePage(path);
      expect(p.status).toBe(path === "/no-such-page" ? 404 : 200);
      const hrefs = [...p.document.querySelectorAll("a")].map((a) => a.getAttribute("href"));
      expect(
        hrefs.filter((href) => href === null || href === "" || href === "#"),
        "dead links",
      ).toEqual([]);
      const internal = hrefs.filter((href) => href!.startsWith("/") && !href!.startsWith("//"));
      expect(internal.length).toBeGreaterThan(5);
      for (const href of internal) targets.set(href!.split("#")[0]!, path);

      // A /home-two copy keeps its visitor in it where the content is the copy's own:
      // posts, projects and the blog's pages, tags, categories and searches.
      if (path.startsWith("/home-two")) {
        const ownContent = /^\/(blog|projects)\/[^/?#]|^\/blog\?/;
        expect(
          internal.filter((href) => ownContent.test(href!)),
          "links out of the copy",
        ).toEqual([]);
        for (const field of p.document.querySelectorAll('input[type="search"]')) {
          expect(field.closest("form")?.getAttribute("action")).toMatch(/^\/home-two\//);
        }
      }
    },
  );

  it("every internal link found leads to a page (status below 400)", async () => {
    expect(targets.size).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const [target, from] of targets) {
      const { statusCode } = await siteAnswer(target);
      if (statusCode >= 400) broken.push(`${target} (on ${from}): ${statusCode}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("addresses without a route of their own", () => {
  it.each([
    ["/home", "/"],
    ["/home-two/home", "/home-two"],
    ["/service-details", "/services"],
    ["/home-two/service-details", "/home-two/services"],
    ["/Projects", "/projects"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await app.inject({ url: from });
    expect(response.statusCode).toBe(301);
    expect(new URL(response.headers.location as string, "http://x").pathname).toBe(to);
  });

  it.each(serviceSlugs.map((slug) => [slug]))(
    "/services/%s shows the service it belongs to",
    async (slug) => {
      expect(serviceSlugs).toHaveLength(15);
      const p = await readSitePage(`/services/${slug}`);
      expect(p.status).toBe(200);
      const title = services.find((s) => s.id === serviceIdBySlug[slug])!.title;
      expect(textOf(p.document.querySelector("h1"))).toBe(title);
    },
  );

  it("an unknown slug shows 'Service Not Found' with status 404", async () => {
    const p = await readSitePage("/services/time-travel");
    expect(p.status).toBe(404);
    p.screen.getByText("The requested service could not be found.");
  });
});

describe("the 404 screen", () => {
  it.each(["/no-such-page", "/home-two/no-such-page", "/service/1/extra", "/blog/2026/11"])(
    "%s renders it with status 404",
    async (path) => {
      const p = await readSitePage(path);
      expect(p.status).toBe(404);
      p.screen.getByRole("heading", { level: 1, name: "Page Not Found" });
      const breadcrumb = within(p.screen.getByRole("navigation", { name: "Breadcrumb" }));
      breadcrumb.getByRole("link", { name: "Home" });
      breadcrumb.getByText("404");
      expect(p.screen.getByRole("link", { name: "Back To Home" }).getAttribute("href")).toBe("/");
      expect(p.document.title).toMatch(/\| Genesis$/);
    },
  );
});
