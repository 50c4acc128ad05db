import type { Page } from "@playwright/test";
import { browserScreens, consolePages } from "../support/screens.ts";
import { expect, expectNoAxeViolations, notFoundDocument, test } from "./support/fixtures.ts";
import {
  animationsFinished,
  dimmedOnScreen,
  observersReported,
  overflowAtWidths,
} from "./support/screen-checks.ts";

/**
 * Every screen of the manifest (tests/support/screens.ts) as a browser shows it, each in
 * one test and as few loads as it needs (a page load is what a browser test
 * pays for):
 *
 * - opened at 1440×900, everything on its first screen is fully opaque (the entrances
 *   hide nothing a visitor sees at once), and it fits every width from 320 to 1440 px;
 * - axe, once per theme, with every entrance shown (reduced motion): the light theme at
 *   1440 px; the dark theme at 390 px where the screen's layout differs on a phone
 *   (opened there again, its first screen checked as well), at 1440 px for the rest, and
 *   for the two home pages at both (they stand for the wide screens' menu and header,
 *   the same on every page).
 *
 * A laptop's 1366×768 shows less of the 1440 px layout: what is on its first screen is
 * on the wide one's. Status, title and one h1 of every address: tests/integration/site/seo.ts.
 */

const darkAtBothWidths = new Set(["/", "/home-two"]);

async function expectDarkTheme(page: Page) {
  // The page follows the system's theme (no choice made): its background turns dark,
  // once the colours' transition has run.
  const background = () =>
    page.evaluate(() => {
      const [r = 0, g = 0, b = 0] = getComputedStyle(document.body)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      return r + g + b;
    });
  await expect
    .poll(background, { message: "the body's background in the dark theme" })
    .toBeLessThan(3 * 40);
}

async function expectFirstScreenOpaque(page: Page, size: string) {
  await observersReported(page);
  // Entrance animations that are meant to play (the home banner) finish first.
  await animationsFinished(page);
  expect(await dimmedOnScreen(page), size).toEqual([]);
}

for (const screen of browserScreens) {
  const phone = screen.phone ? "; at 390×844 as well" : "";
  test(`${screen.path}: its first screen fully opaque, no sideways scrolling, no accessibility violations in either theme${phone}`, async ({
    page,
    expectConsoleErrors,
  }) => {
    // Two themes' axe runs, and a phone's as well: /home-two's take about 19 s on a quiet
    // 2-core machine, close to the default 30 s on a busy one.
    test.setTimeout(60_000);
    if (screen.status === 404) expectConsoleErrors(notFoundDocument(screen.path));
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto(screen.path);
    expect(response?.status()).toBe(screen.status);
    await expectFirstScreenOpaque(page, "1440×900");
    await overflowAtWidths(page, screen.path);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectNoAxeViolations(page);

    // The dark theme is the one the page opens in, as a visitor's system would have it.
    if (!screen.phone || darkAtBothWidths.has(screen.path)) {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expectDarkTheme(page);
      await expectNoAxeViolations(page);
    }
    if (screen.phone) {
      await page.emulateMedia({ colorScheme: "dark", reducedMotion: "no-preference" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expectFirstScreenOpaque(page, "390×844");
      await expectDarkTheme(page);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expectNoAxeViolations(page);
    }
  });
}

test("'Back To Home' on the 404 screen leads home", async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(notFoundDocument("/missing"));
  await page.goto("/missing");
  await page.getByRole("link", { name: "Back To Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The Genesis Transforms Ideas into Reality",
  );
});

// The console keeps one light theme whatever the visitor's (dark-theme.spec.ts). Its pages
// are walked in a signed-in page, a step each: a new test a page paid for a new context and
// a cold load every time. Two halves, so the two workers share them.
const consoleHalves = [
  consolePages.slice(0, Math.ceil(consolePages.length / 2)),
  consolePages.slice(Math.ceil(consolePages.length / 2)),
];
for (const half of consoleHalves) {
  test(`the console's pages from ${half[0]!.path} on have no accessibility violations`, async ({
    page,
    openConsoleAs,
  }) => {
    test.setTimeout(90_000);
    await openConsoleAs("owner");
    for (const screen of half) {
      await test.step(screen.path, async () => {
        if (screen.path !== "/admin") {
          const response = await page.goto(screen.path);
          expect(response?.status(), screen.path).toBe(200);
        }
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        await expectNoAxeViolations(page);
      });
    }
  });
}
