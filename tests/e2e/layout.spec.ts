import type { Page } from "@playwright/test";
import { browserScreens } from "../support/screens.ts";
import { expect, test } from "./support/fixtures.ts";
import { renderAllSections } from "./support/render-all-sections.ts";
import { animationsFinished, observersReported } from "./support/screen-checks.ts";

/**
 * Layout that holds up: content visible by default, no sideways
 * scrolling at any common width, scroll positions kept across Back and
 * Forward, and feedback while a page loads. Widths are set per test, so one
 * project is enough.
 */
// Each test sets the viewport sizes it checks: no phone tag.

// Every screen of the manifest a browser looks at (tests/support/screens.ts); its first
// screen and widths are checked by tests/e2e/screens.spec.ts.
const screens = browserScreens;

test.describe("content is visible by default", () => {
  test("without JavaScript nothing on any page is transparent", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path } of screens) {
      await page.goto(path);
      // CSS entrance animations (the home banner's) play without scripts too.
      await animationsFinished(page);
      const transparent = await page.evaluate(() =>
        [...document.body.querySelectorAll("*")]
          .filter(
            (e) =>
              getComputedStyle(e).opacity === "0" &&
              e.getClientRects().length > 0 &&
              // Decoration, and the banner rotator's words out of view (CSS alone, by design).
              !e.closest('[aria-hidden="true"], .rotator-item'),
          )
          .map(
            (e) => `<${e.tagName.toLowerCase()}> "${(e.textContent ?? "").trim().slice(0, 40)}"`,
          ),
      );
      expect(transparent, path).toEqual([]);
    }
    await context.close();
  });

  test("an intersection observer that never reports hides nothing", async ({ page }) => {
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        readonly root = null;
        readonly rootMargin = "0px";
        readonly thresholds = [];
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await page.goto("/about");
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const opacities = await page
      .locator(".reveal")
      .evaluateAll((elements) => elements.map((e) => getComputedStyle(e).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });

  test("content not yet revealed shows once the visitor asks for reduced motion", async ({
    page,
  }) => {
    await page.goto("/about");
    const hidden = page.locator('.reveal[data-reveal="hidden"]').first();
    await expect(hidden).toHaveCSS("opacity", "0");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(hidden).toHaveCSS("opacity", "1");
  });

  test("tabbing into a section not yet revealed shows it at once, and it stays shown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/services");
    await observersReported(page);
    // The first link or button inside content still hidden, and the tab stop before it.
    const found = await page.evaluate(() => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
      ].filter((e) => e.tabIndex >= 0 && e.checkVisibility());
      const index = tabbable.findIndex((e) => e.closest('[data-reveal="hidden"]'));
      if (index < 1) return false;
      tabbable[index]!.dataset.testTarget = "";
      tabbable[index - 1]!.focus({ preventScroll: true });
      // Seen at the moment focus arrives, before any scroll could reveal it.
      window.addEventListener("focusin", (event) => {
        const section = (event.target as Element).closest(".reveal")!;
        document.documentElement.dataset.seenOnFocus = getComputedStyle(section).opacity;
      });
      return true;
    });
    expect(found, "a focusable element inside hidden content").toBe(true);

    await page.keyboard.press("Tab");
    const target = page.locator("[data-test-target]");
    await expect(target).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-seen-on-focus", "1");
    const section = target.locator("xpath=ancestor::*[contains(@class, 'reveal')][1]");
    await expect(section).toHaveAttribute("data-reveal", "shown");
    await page.keyboard.press("Shift+Tab");
    await expect(section).toHaveCSS("opacity", "1");
  });
});

test.describe("no sideways scrolling", () => {
  for (const path of ["/", "/home-two"]) {
    test(`${path}: the process strip's text fits its cards from 768 to 991 px`, async ({
      page,
    }) => {
      await page.goto(path);
      // Laid out where it is, without scrolling to it (which would wake it and replace it).
      await renderAllSections(page);
      const strip = page.locator("section[aria-labelledby='process-title'] ol");
      for (const width of [768, 800, 880, 940, 991]) {
        await page.setViewportSize({ width, height: 900 });
        const texts = await strip.evaluate((ol) =>
          [...ol.querySelectorAll("button, button > span")].map((e) => ({
            text: e.textContent,
            fits: e.clientWidth > 0 && e.scrollWidth <= e.clientWidth,
          })),
        );
        expect(texts, `at ${width} px`).toHaveLength(20);
        expect(
          texts.filter((t) => !t.fits),
          `at ${width} px`,
        ).toEqual([]);
      }
    });
  }

  test("the scroll-to-top button covers no text: on a phone it stands aside while the visitor reads on down", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Scroll to top" });
    const scrollTo = async (top: number) => {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
      );
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/service/1");
    for (const top of [200, 600, 1200, 1800]) {
      await scrollTo(top);
      await expect(button, `going down at ${top} px`).toBeHidden();
    }
    await scrollTo(1600);
    await expect(button).toBeVisible();
    await scrollTo(2000);
    await expect(button).toBeHidden();
    await scrollTo(1900);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Wide enough for a margin beside the text: it stays in view, beside every line.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const top of [600, 1200, 1800]) {
      await scrollTo(top);
      await expect(button, `at ${top} px`).toBeVisible();
      const box = (await button.boundingBox())!;
      const text = await page.locator("main .container-site").evaluateAll((containers) =>
        Math.max(
          ...containers.map((c) => {
            const rect = c.getBoundingClientRect();
            return rect.right - parseFloat(getComputedStyle(c).paddingRight);
          }),
        ),
      );
      expect(box.x, `at ${top} px`).toBeGreaterThan(text);
    }
  });

  test("the scroll-to-top button steps aside while the visitor types in a field", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Scroll to top" });
    const message = page.getByRole("textbox", { name: "Your Message" }).first();
    // The form comes alive as it nears and fades in: both settle before measuring.
    await message.scrollIntoViewIfNeeded();
    await expect(page.locator('form[data-form="contact"]')).toHaveAttribute("data-live", "");
    await animationsFinished(page);
    // The field's lower edge near the bottom of the screen, where the button sits.
    await message.evaluate((field) => {
      const box = field.getBoundingClientRect();
      window.scrollBy({ top: box.bottom - window.innerHeight + 30, behavior: "instant" });
    });
    await expect(button).toBeVisible();
    await expect(message).toBeInViewport();
    const fieldBox = (await message.boundingBox())!;
    const buttonBox = (await button.boundingBox())!;
    expect(buttonBox.y, "the button lies over the field here").toBeLessThan(
      fieldBox.y + fieldBox.height,
    );

    await message.click({ position: { x: 20, y: 20 } });
    await page.keyboard.type("A new shop for our bakery");
    await expect(button).toBeHidden();
    await page.keyboard.press("Tab");
    // Out of the field, it comes back as soon as the visitor scrolls up (the Tab may have
    // scrolled the page down, where a phone's button stands aside).
    await page.evaluate(() => window.scrollBy({ top: -80, behavior: "instant" }));
    await expect(button).toBeVisible();
  });
});

test.describe("navigation", () => {
  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

  /** Scrolls like a reader, a screen at a time, so the sections passed are laid out. */
  async function scrollDown(page: Page, to: number) {
    while ((await page.evaluate(() => window.scrollY)) < to) {
      await page.evaluate(() => {
        window.scrollBy({ top: 600, behavior: "instant" });
        return new Promise((resolve) => requestAnimationFrame(resolve));
      });
    }
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), to);
  }

  /** The text at the middle of the screen: the same place shows the same content. */
  const textAtMiddle = (page: Page) =>
    page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.textContent);

  test("Back and Forward return to where the visitor left each page; a new page starts at the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    await scrollDown(page, 2400);
    const aboutText = await textAtMiddle(page);

    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await scrollDown(page, 700);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(2400, -1);
    expect(await textAtMiddle(page)).toBe(aboutText);

    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(700, -1);

    await mainNav(page).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("each new page is announced to screen readers by its title", async ({ page }) => {
    await page.goto("/about");
    const announcer = page.locator("#route-announcer");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(announcer).toHaveText("");

    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveTitle(/Blog/);
    await expect(announcer).toHaveText(await page.title());

    await page.goBack();
    await expect(page).toHaveTitle(/About/);
    await expect(announcer).toHaveText(await page.title());
  });

  test("a navigation that waits for its data shows a progress bar, after a moment", async ({
    page,
  }) => {
    await page.goto("/about");
    const bar = page.locator(".nav-progress");
    await expect(bar).toHaveCSS("opacity", "0");
    // What the bar looked like the moment the navigation started.
    await bar.evaluate((element) => {
      new MutationObserver(() => {
        if (element.hasAttribute("data-loading")) {
          document.documentElement.dataset.barAtStart = getComputedStyle(element).opacity;
        }
      }).observe(element, { attributes: true });
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The projects come from the API in the browser (app/lib/portfolio-loaders.ts).
    await page.route(/\/(api\/portfolio|projects\.data)/, async (route) => {
      await released;
      await route.continue();
    });

    await mainNav(page).getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-bar-at-start", "0");
    await expect(bar).toHaveCSS("opacity", "1");
    await expect(page).toHaveURL(/\/about/);

    release();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(bar).toHaveCSS("opacity", "0");
  });
});
