import { portfolioSeed } from "../../server/db/seed-data.ts";
import { expectNoAxeViolations, expect, test } from "./support/fixtures.ts";

/**
 * Projects in the browser: a client-side navigation loads them through the API client,
 * and its failure shows the empty state. What the server renders (the seeded cards, the
 * empty portfolio) is read from its HTML in tests/integration/projects-listing.test.ts.
 */

const seededNames = portfolioSeed.map((item) => item.name);
/** The API's list in the page's language (English here). */
const isPortfolio = (url: URL) => url.pathname === "/api/portfolio" && url.search === "?lang=en";

test("client-side navigation to Projects loads them through the API client", async ({ page }) => {
  await page.goto("/about");
  const apiCall = page.waitForRequest(
    (r) => isPortfolio(new URL(r.url())) && r.method() === "POST",
  );
  // The footer's quick link: visible at every width (the menus are per breakpoint).
  await page
    .getByRole("navigation", { name: "Quick Links" })
    .getByRole("link", { name: "Projects" })
    .click();
  await apiCall;
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("article")).toHaveCount(seededNames.length);
});

test("a failed API call on client navigation is logged and shows 'No Project Found'", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/Loading projects failed/);
  expectConsoleErrors(/ERR_CONNECTION_REFUSED \[[^\]]*\/api\/portfolio\?lang=en\]$/);
  await page.goto("/about");
  await page.route(isPortfolio, (route) => route.abort("connectionrefused"));
  const logged = page.waitForEvent(
    "console",
    (m) => m.type() === "error" && /Loading projects failed/.test(m.text()),
  );
  // The footer's quick link: visible at every width (the menus are per breakpoint).
  await page
    .getByRole("navigation", { name: "Quick Links" })
    .getByRole("link", { name: "Projects" })
    .click();
  await logged;
  await expect(page.getByRole("heading", { name: "No Project Found" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  // The empty state, judged as the visitor meets it.
  await expectNoAxeViolations(page);
});
