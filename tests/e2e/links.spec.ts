import { serviceIdBySlug, serviceSlugs } from "../../app/content/service-ids.ts";
import { prerenderPaths } from "../../app/content/prerender.ts";
import { services } from "../../app/content/services.ts";
import { expect, notFoundDocument, test } from "./support/fixtures.ts";

const pages = [...prerenderPaths, "/home-two", "/projects", "/home-two/projects", "/no-such-page"];

test("every internal link of every page leads somewhere, and no link is a dead '#'", async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  expectConsoleErrors(notFoundDocument("/no-such-page"));
  const targets = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    const links = await page
      .locator("a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const dead = links.filter((href) => href === null || href === "" || href === "#");
    expect(dead, `dead links on ${path}`).toEqual([]);
    for (const href of links) {
      if (href?.startsWith("/") && !href.startsWith("//")) targets.add(href.split("#")[0]!);
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  for (const target of targets) {
    const response = await request.get(target);
    expect(response.status(), `${target}`).toBeLessThan(400);
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
