import type { Page } from "@playwright/test";
import { browserScreens, type Screen } from "../support/screens.ts";
import { expect, notFoundDocument, test } from "./support/fixtures.ts";
import { renderAllSections } from "./support/render-all-sections.ts";

/**
 * Layout that holds up (issue 14): content visible by default, no sideways
 * scrolling at any common width, scroll positions kept across Back and
 * Forward, and feedback while a page loads. Widths are set per test, so one
 * project is enough.
 */
// Each test sets the viewport sizes it checks: no phone tag.

// Every screen of the manifest a browser looks at (tests/support/screens.ts): the
// /home-two copies share their main content with the originals and one copy stands
// for them; an alias (/services/{slug}) is the very page it names.
const screens = browserScreens;

/**
 * The first screens: a wide one, and a phone's where the screen's layout differs
 * there. A laptop's 1366×768 has the wide layout with less of it in view: what is on
 * its first screen is on the wide one's too (docs/testing.md).
 */
const firstScreens = (screen: Screen) => [
  { width: 1440, height: 900 },
  ...(screen.phone ? [{ width: 390, height: 844 }] : []),
];
const widths = [320, 360, 390, 768, 820, 1024, 1280, 1440];

/** Opens a screen; a missing page answers 404, which Chrome reports in the console. */
async function open(page: Page, screen: Screen, expectConsoleErrors: (pattern: RegExp) => void) {
  if (screen.status === 404) expectConsoleErrors(notFoundDocument(screen.path));
  await page.goto(screen.path);
}

/**
 * Resolves once every intersection observer the page created so far has had
 * its first report (theirs are delivered before a later one's), and a frame
 * has gone by: whatever the reveal script hides, it has hidden by then.
 */
async function observersReported(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve());
        });
        observer.observe(document.body);
      }),
  );
}

/** Waits until no animation or transition is running, endless ones (a pulse, the text band) aside. */
async function animationsFinished(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/** Elements inside the viewport whose opacity, with their ancestors', is below 1. */
function dimmedOnScreen(page: Page) {
  return page.evaluate(() => {
    const dimmed: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      const onScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth;
      // Decoration hidden from everyone, and the banner's rotating list, which
      // dims the words before and after the current one by design.
      if (!onScreen || element.closest('[aria-hidden="true"], .rotator-item')) continue;
      if (getComputedStyle(element).visibility !== "visible") continue;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
      }
      if (opacity < 1) {
        const text = (element.textContent ?? "").trim().slice(0, 40);
        dimmed.push(`<${element.tagName.toLowerCase()}> "${text}" at opacity ${opacity}`);
      }
    }
    return dimmed;
  });
}

/** Whether the page is wider than the screen at any common width (it is resized through them). */
async function overflowAtWidths(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} at ${width} px is wider than the screen by`).toBeLessThanOrEqual(0);
  }
}

// One load of a screen serves both of its checks: its first screen as it opens, then
// every width it is resized through (issue 31: a page load is what a browser test pays).
test.describe("every screen", () => {
  for (const screen of screens) {
    const sizes = firstScreens(screen);
    test(`${screen.path}: everything on the first screen is fully opaque at ${sizes.map((s) => `${s.width}×${s.height}`).join(" and ")}, and it fits every width from 320 to 1440 px`, async ({
      page,
      expectConsoleErrors,
    }) => {
      for (const [i, size] of sizes.entries()) {
        await page.setViewportSize(size);
        await open(page, screen, expectConsoleErrors);
        await observersReported(page);
        // Entrance animations that are meant to play (the home banner) finish first.
        await animationsFinished(page);
        expect(await dimmedOnScreen(page), `${size.width}×${size.height}`).toEqual([]);
        if (i === 0) await overflowAtWidths(page, screen.path);
      }
    });
  }
});

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
