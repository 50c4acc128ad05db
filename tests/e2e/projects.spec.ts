import { expectNoAxeViolations, expect, test } from "./support/fixtures.ts";
import { openE2eDatabase } from "./support/database.ts";

// These tests change the shared portfolio table, so they run one after another.
test.describe.configure({ mode: "serial" });

const seededNames = [
  "Northwind Analytics",
  "Medora Health",
  "Tideline Commerce",
  "Lumen Learning",
  "Fieldstone Logistics",
  "Aurora Finance",
  "Pulse Fitness",
  "Harbor & Co.",
  "Sprout MVP",
];

for (const path of ["/projects", "/home-two/projects"]) {
  test(`${path} shows the seeded projects, rendered on the server`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Present in the server's HTML: no spinner, no client fetch on a first load.
    const html = await response!.text();
    for (const name of seededNames) expect(html).toContain(name.replace("&", "&amp;"));

    await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Projects")).toHaveAttribute("aria-current", "page");

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(seededNames.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(seededNames);
    const image = cards.first().locator("img");
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test("client-side navigation to Projects loads them through the API client", async ({ page }) => {
  await page.goto("/about");
  const apiCall = page.waitForRequest(
    (r) => r.url().endsWith("/api/portfolio") && r.method() === "POST",
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
  expectConsoleErrors(/ERR_CONNECTION_REFUSED \[[^\]]*\/api\/portfolio\]$/);
  await page.goto("/about");
  await page.route("**/api/portfolio", (route) => route.abort("connectionrefused"));
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
});

test("an empty portfolio shows 'No Project Found'", async ({ page }) => {
  const db = openE2eDatabase();
  const rows = db.prepare("select * from portfolio_items").all();
  db.prepare("delete from portfolio_items").run();
  try {
    // An address no page is kept under: the rows went behind the app's back, so
    // a /projects the render cache kept would not know (a console save would say).
    const response = await page.goto("/projects?empty-portfolio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No Project Found" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    // Every column as it was (issue 18 added slugs, bodies and the featured flag).
    db.transaction(() =>
      rows.forEach((row) => {
        const columns = Object.keys(row as object);
        db.prepare(
          `insert into portfolio_items (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
        ).run(row);
      }),
    )();
    db.close();
  }
  // Restored whole: the projects' own pages answer again.
  expect((await page.request.get("/projects/northwind-analytics")).status()).toBe(200);
});
