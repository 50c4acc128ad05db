import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, notFoundDocument, test } from "./support/fixtures.ts";
import { PHONE_ONLY } from "./support/tags.ts";
import { browserScreens, consolePages, type Screen } from "../support/screens.ts";

/**
 * axe on every screen of the manifest (tests/support/screens.ts), once per theme
 * (issue 31). The light theme at 1440 px. The dark theme on a phone where the
 * screen's layout differs there, so each such screen is also seen at 390 px; at
 * 1440 px otherwise. The two home pages are swept in the dark at 1440 px as well:
 * the parts only a wide screen shows (the mega menu, the header's theme toggle)
 * are the same on every page, and they stand for them. Status, title and one h1 of
 * every address are read from the HTML (tests/integration/seo.test.ts).
 */

async function open(page: Page, screen: Screen, allow: (p: RegExp) => void) {
  if (screen.status === 404) allow(notFoundDocument(screen.path));
  const response = await page.goto(screen.path);
  expect(response?.status()).toBe(screen.status);
}

const wideDarkSweep = new Set(["/", "/home-two"]);

// Under reduced motion every entrance shows at once (tests/e2e/layout.spec.ts): axe
// judges all of a page's content, not only what a first screen has revealed.
test.use({ reducedMotion: "reduce" });

for (const screen of browserScreens) {
  test(`${screen.path} in the light theme has no accessibility violations`, async ({
    page,
    expectConsoleErrors,
  }) => {
    await open(page, screen, expectConsoleErrors);
    await expectNoAxeViolations(page);
  });

  const dark = async ({
    page,
    expectConsoleErrors,
  }: {
    page: Page;
    expectConsoleErrors: (p: RegExp) => void;
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, screen, expectConsoleErrors);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "dark",
    );
    await expectNoAxeViolations(page);
  };
  if (screen.phone) {
    test(
      `${screen.path} in the dark theme has no accessibility violations on a phone`,
      PHONE_ONLY,
      dark,
    );
  }
  if (!screen.phone || wideDarkSweep.has(screen.path)) {
    test(`${screen.path} in the dark theme has no accessibility violations`, dark);
  }
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

// The console keeps one light theme whatever the visitor's (dark-theme.spec.ts).
for (const screen of consolePages) {
  test(`the console's ${screen.path} has no accessibility violations`, async ({
    page,
    openConsoleAs,
  }) => {
    await openConsoleAs("owner");
    const response = await page.goto(screen.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expectNoAxeViolations(page);
  });
}
