import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { PHONE, PHONE_ONLY } from "./support/tags.ts";

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

/**
 * Waits until the page has stayed in the same place for a few frames in a row:
 * a smooth scroll under way (one moves the page on every frame) has ended.
 */
const scrollSettles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) settled();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );

// The desktop menu and its Services panel: mega-menu.spec.ts.

// The mobile menu shows below the xl breakpoint.
test.describe("mobile menu", PHONE_ONLY, () => {
  test("opens a panel with focus inside, nested submenus with one open entry per level", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(page.locator("html")).toHaveClass(/overflow-hidden/);

    const services = panel.getByRole("button", { name: "Services", exact: true });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "All services" })).toBeVisible();

    const development = panel.getByRole("button", { name: "Development" });
    const design = panel.getByRole("button", { name: "Design & Branding" });
    await development.click();
    await expect(panel.getByRole("link", { name: "Cross Platform Development" })).toBeVisible();
    await design.click();
    await expect(development).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: "Cross Platform Development" })).toBeHidden();
    await expect(panel.getByRole("link", { name: "Branding & Identity" })).toBeVisible();
    await design.click();
    await expect(design).toHaveAttribute("aria-expanded", "false");

    const blog = panel.getByRole("button", { name: "Blog", exact: true });
    await blog.click();
    await expect(blog).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await blog.click();
    await expect(blog).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape, the close button and the overlay, and gives focus back to the toggle", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("html")).not.toHaveClass(/overflow-hidden/);

    await toggle.click();
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(12, 420); // the overlay, left of the panel
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.getByRole("button", { name: "Projects", exact: true }).click();
    await panel.getByRole("link", { name: "Project Details" }).click();
    await expect(page).toHaveURL(/\/project-details$/);
    await expect(panel).toBeHidden();
  });

  test("keeps the page behind from scrolling while open", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    // Opened out, the panel is taller than the screen and scrolls by itself.
    await panel.getByRole("button", { name: "Services", exact: true }).click();
    await panel.getByRole("button", { name: "Development" }).click();
    await expect(panel.getByRole("link", { name: "Cross Platform Development" })).toBeVisible();
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    await page.mouse.move(12, 420); // the overlay, over the page
    await page.mouse.wheel(0, 800);
    // A second wheel, over the panel, does scroll it: once it has, the wheel
    // before it has been acted on too, and the page has not moved.
    const box = (await panel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// The header differs on a phone (its menu button): it sticks there too.
test(
  "the header sticks beyond 120 px of scrolling and not before, without moving the page",
  PHONE,
  async ({ page }) => {
    await page.goto("/terms");
    const header = page.locator("body > div header");
    const h1Top = () =>
      page.locator("h1").evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    const before = await h1Top();

    await scrollTo(page, 100);
    await expect(header).toHaveAttribute("data-sticky", "false");
    await scrollTo(page, 121);
    await expect(header).toHaveAttribute("data-sticky", "true");
    expect(await h1Top()).toBe(before);
    await scrollTo(page, 900);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-sticky", "false");
  },
);

test("the scroll-to-top button appears beyond 300 px and scrolls back up", async ({ page }) => {
  await page.goto("/terms");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await scrollTo(page, 250);
  await expect(button).toBeHidden();
  await scrollTo(page, 800);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("after a navigation the page scrolls to the top", async ({ page }) => {
  await page.goto("/terms");
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await page
    .getByRole("navigation", { name: "Services" })
    .getByRole("link", { name: "Mobile App" })
    .click();
  await expect(page).toHaveURL(/\/service\/2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
});

test("a link with a hash scrolls to its anchor instead of the top", async ({ page }) => {
  await page.goto("/privacy");
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Your rights" })
    .click();
  await expect(page).toHaveURL(/\/privacy#user-content-your-rights$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await scrollSettles(page);
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

// The body's ids are prefixed (user-content-…); the address names the heading's bare id.
test("a page opened with a hash shows its anchor", async ({ page }) => {
  await page.goto("/privacy#your-rights");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await scrollSettles(page);
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeInViewport();
});

// Which pages the server sends with the section background: tests/integration/home-pages.test.ts.
test("the section background leaves the body on a navigation away from a home page, and comes back", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("body")).toHaveClass(/\bsection-bg\b/);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("body")).not.toHaveClass(/\bsection-bg\b/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("body")).toHaveClass(/\bsection-bg\b/);
});

test.describe("entrance animations", () => {
  const firstBlurb = (page: Page) => page.getByRole("contentinfo").locator(".reveal").first();

  test("content below the fold fades in once it is scrolled into view", async ({ page }) => {
    await page.goto("/terms");
    await expect(firstBlurb(page)).toHaveAttribute("data-reveal", "hidden");
    await firstBlurb(page).scrollIntoViewIfNeeded();
    await expect(firstBlurb(page)).toHaveAttribute("data-reveal", "shown");
    await scrollTo(page, 0);
    await expect(firstBlurb(page)).toHaveAttribute("data-reveal", "shown");
  });

  test("with reduced motion nothing is hidden or moved", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/terms");
    await expect(page.locator(".reveal").first()).toBeAttached();
    // Hydrated, the observer is set up; its first report, which is when it
    // would hide, comes with the next frame: two frames later it has come.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);

    // The same page with motion allowed does hide what is below the fold.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Followed from the top of the page (a click would scroll the footer into view).
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/privacy"]')!.click(),
    );
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(firstBlurb(page)).toHaveAttribute("data-reveal", "hidden");
  });

  test("without JavaScript all content is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/terms");
    const opacities = await page
      .locator(".reveal")
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
    await context.close();
  });
});

test("the shared SEO tags come with the page and follow client-side navigations, one of each", async ({
  page,
}) => {
  const canonical = page.locator('link[rel="canonical"]');
  const ogUrl = page.locator('meta[property="og:url"]');
  const ogImage = page.locator('meta[property="og:image"]');
  // Structured data is not rendered text: counted by its content.
  const organizations = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) =>
          script.textContent?.includes('"@type":"Organization"'),
        ).length,
    );
  await page.goto("/terms");
  await expect(canonical).toHaveAttribute("href", /\/terms$/);
  await expect(ogImage).toHaveAttribute("content", /\/images\/og\/page\.png$/);
  expect(await organizations()).toBe(1);

  await page
    .getByRole("navigation", { name: "Services" })
    .getByRole("link", { name: "Mobile App" })
    .click();
  await expect(page).toHaveURL(/\/service\/2$/);
  await expect(canonical).toHaveAttribute("href", /\/service\/2$/);
  await expect(canonical).toHaveCount(1);
  await expect(ogUrl).toHaveAttribute("content", /\/service\/2$/);
  await expect(ogUrl).toHaveCount(1);
  await expect(ogImage).toHaveAttribute("content", /\/images\/og\/service\.png$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await organizations()).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(canonical).toHaveAttribute("href", /\/terms$/);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveCount(1);
});
