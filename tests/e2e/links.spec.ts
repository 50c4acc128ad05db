import { serviceIdBySlug, serviceSlugs } from "../../app/content/service-ids.ts";
import { prerenderPaths } from "../../app/content/prerender.ts";
import { services } from "../../app/content/services.ts";
import { expect, notFoundDocument, test } from "./support/fixtures.ts";

const pages = [...prerenderPaths, "/home-two", "/projects", "/home-two/projects", "/no-such-page"];

// The crawl is split into eight groups of pages: one test over every page ran past its two
// minutes under CI's load, and one test a page spent more on starting tests than on links.
const groupSize = Math.ceil(pages.length / 8);
const groups = Array.from({ length: 8 }, (_, i) =>
  pages.slice(i * groupSize, (i + 1) * groupSize),
).filter((group) => group.length > 0);

test.describe("the crawl", () => {
  // The server sends one HTML for every width and islands keep it as it came:
  // a page has the same links at 390 px as at 1440 px, so one viewport crawls them.
  test.skip(({ isMobile }) => isMobile, "the links are the same at every width");

  for (const group of groups) {
    test(`every internal link of ${group[0]} … ${group.at(-1)} leads somewhere, and none is a dead '#'`, async ({
      page,
      request,
      expectConsoleErrors,
    }) => {
      test.setTimeout(90_000);
      if (group.includes("/no-such-page")) expectConsoleErrors(notFoundDocument("/no-such-page"));
      const targets = new Set<string>();
      for (const path of group) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        const links = await page
          .locator("a")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        const dead = links.filter((href) => href === null || href === "" || href === "#");
        expect(dead, `dead links on ${path}`).toEqual([]);
        const internal = links.filter((href) => href?.startsWith("/") && !href.startsWith("//"));
        expect(internal.length, `internal links on ${path}`).toBeGreaterThan(5);
        for (const href of internal) targets.add(href!.split("#")[0]!);
      }
      // A target that is one of the pages crawled has its status checked where it is crawled.
      for (const target of [...targets].filter((t) => !pages.includes(t))) {
        const reply = await request.get(target);
        expect(reply.status(), target).toBeLessThan(400);
      }
    });
  }
});

test.describe("links without a route of their own", () => {
  for (const [from, to] of [
    ["/home", "/"],
    ["/home-two/home", "/home-two"],
    ["/service-details", "/services"],
    ["/home-two/service-details", "/home-two/services"],
    ["/Projects", "/projects"],
  ]) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(to);
    });
  }

  test("each of the 15 /services/{slug} addresses shows the service it belongs to", async ({
    request,
  }) => {
    expect(serviceSlugs).toHaveLength(15);
    for (const slug of serviceSlugs) {
      const response = await request.get(`/services/${slug}`);
      expect(response.status(), slug).toBe(200);
      const title = services.find((s) => s.id === serviceIdBySlug[slug])!.title;
      expect(await response.text(), slug).toMatch(
        new RegExp(`<h1[^>]*>${title.replace(/[/]/g, "\\/")}</h1>`),
      );
    }
  });

  test("an unknown slug shows 'Service Not Found' with status 404", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(notFoundDocument("/services/time-travel"));
    const response = await page.goto("/services/time-travel");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
  });
});
