import type { Page } from "@playwright/test";
import { allPosts, blogCategories, blogPosts, olderPosts } from "../../app/content/blog.ts";
import { services } from "../../app/content/services.ts";
import { seededContact } from "../support/built-config.ts";
import { expectNoAxeViolations, expect, test } from "./support/fixtures.ts";

/**
 * What only a browser shows on the inner pages: counters counting, columns per
 * width, client-side pagination and search, the map loading as it nears. Their
 * words, links and headings, under both prefixes, are read from the server's
 * HTML in tests/integration/site/inner-pages.ts; axe on each screen is
 * screens.spec.ts's.
 */

// The contact details the build wrote into the pages.
const contact = seededContact;

// External map frames cannot load on the test machine: answer them locally and count them.
const mapHost = /^https:\/\/www\.google\.com\/maps/;
test.beforeEach(async ({ page }) => {
  await page.route(mapHost, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>map</title><p>map</p>",
    }),
  );
});

const articles = (page: Page) => page.getByRole("main").getByRole("article");

test("About: the counters count up from 0 once seen, to the values the HTML gives", async ({
  page,
}) => {
  await page.goto("/about");
  const releases = page.locator('[data-target="5000"]');
  const countries = page.locator('[data-target="25"]');
  await expect(releases.locator(".sr-only")).toHaveText("5,000+");
  await expect(releases.locator('[aria-hidden="true"]')).toHaveText("0+");
  await releases.scrollIntoViewIfNeeded();
  await expect(releases.locator('[aria-hidden="true"]')).toHaveText("5,000+", { timeout: 5_000 });
  await expect(countries.locator('[aria-hidden="true"]')).toHaveText("25");
});

test("Services: three columns on a wide screen, two at 900 px, one on a phone; a card opens its service", async ({
  page,
}) => {
  await page.goto("/services");
  const grid = page.locator("section", { has: page.locator("#services-grid-heading") });
  // Measured on the list items: the cards inside those still far below are not laid
  // out yet (render-near).
  const columns = async () =>
    new Set(
      await grid
        .getByRole("listitem")
        .filter({ has: page.getByRole("article") })
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left))),
    ).size;
  // spec §9: 3 columns at lg, 2 at md, 1 on phones.
  for (const [width, count] of [
    [1440, 3],
    [900, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns, `at ${width} px`).toBe(count);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await grid.getByRole("link", { name: services[3]!.title, exact: true }).click();
  await expect(page).toHaveURL(/\/service\/4$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(services[3]!.title);
});

test("Blog: its pages and a category are followed without leaving the page", async ({ page }) => {
  await page.goto("/blog");
  await page.evaluate(() => document.body.setAttribute("data-same-document", ""));
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  await pagination.getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page).toHaveTitle("Blog, page 2 | Genesis");
  await expect(articles(page).getByRole("heading", { level: 3 })).toHaveText(
    olderPosts.slice(0, 3).map((p) => p.title),
  );
  await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await pagination.getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(articles(page).getByRole("heading", { level: 3 })).toHaveText(
    olderPosts.slice(3, 6).map((p) => p.title),
  );
  await expect(pagination.getByRole("link", { name: /^Next/ })).toHaveCount(0);
  await pagination.getByRole("link", { name: /^Previous/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await pagination.getByRole("link", { name: /^Previous/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(articles(page).first().getByRole("heading", { level: 3 })).toHaveText(
    blogPosts[0]!.title,
  );

  const mobileApps = blogCategories.find((c) => c.name === "Mobile Apps")!;
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link")
    .filter({ hasText: "Mobile Apps" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=${mobileApps.slug}$`));
  await expect(articles(page)).toHaveCount(mobileApps.count);
  await expect(page.locator("body")).toHaveAttribute("data-same-document", "");
});

test("Blog search from a post's sidebar finds a post by a word of its description, in the same copy of the site", async ({
  page,
}) => {
  const post = blogPosts[1]!;
  const word = "assumption";
  expect(allPosts.filter((p) => `${p.title} ${p.description}`.includes(word))).toHaveLength(1);

  await page.goto("/home-two/blog-details");
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/home-two/blog\\?q=${word}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page).getByRole("heading", { level: 3 })).toHaveText(post.title);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 post found");
  await expect(search).toHaveValue(word);
  await expect(page).toHaveTitle(`Search results for “${word}” | Genesis`);
  await expectNoAxeViolations(page);

  // What a search that finds nothing shows is judged by axe as well.
  await search.fill("quantum teleportation");
  await search.press("Enter");
  await expect(page.getByText("No posts match “quantum teleportation”.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No posts found");
  await expectNoAxeViolations(page);
});

test("Contact: the map is requested only when it comes near", async ({ page }) => {
  const mapRequests: string[] = [];
  page.on("request", (r) => {
    if (mapHost.test(r.url())) mapRequests.push(r.url());
  });
  await page.goto("/contact");
  const mapSection = page.locator("section", { has: page.locator("#map-heading") });
  const google = mapSection.getByRole("link", { name: /Open the address in Google Maps/ });
  // Not near yet: an observer like the section's own (400 px around the
  // viewport) reports the map out of reach. The section's observer, made
  // when the page hydrated, has reported by the time ours does; two frames
  // more and whatever it would have rendered is in place.
  const mapBox = mapSection.locator("[data-map]");
  const near = await mapBox.evaluate(
    (box) =>
      new Promise<boolean>((report) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            observer.disconnect();
            report(entry!.isIntersecting);
          },
          { rootMargin: "400px 0px" },
        );
        observer.observe(box);
      }),
  );
  expect(near, "the map starts more than 400 px below the viewport").toBe(false);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(mapBox).toHaveAttribute("data-map", "idle");
  expect(mapRequests).toEqual([]);
  await expect(mapSection.locator("iframe")).toHaveCount(0);

  // Near, it is requested, and the listener above sees it.
  const requested = page.waitForRequest(mapHost);
  await mapSection.scrollIntoViewIfNeeded();
  const mapUrl = (await requested).url();
  expect(mapUrl).toContain(encodeURIComponent(contact.address));
  expect(mapRequests).toContain(mapUrl);
  await expect(mapSection.locator("iframe")).toHaveAttribute(
    "title",
    `Map of the Genesis office at ${contact.address}`,
  );
  await expect(google).toBeVisible();
  await expectNoAxeViolations(page);
});
