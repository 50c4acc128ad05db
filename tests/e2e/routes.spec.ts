import { expectNoAxeViolations, expect, notFoundDocument, test } from "./support/fixtures.ts";
import { screens } from "./support/screens.ts";

for (const path of screens) {
  test(`${path} answers 200 with one h1 and no accessibility violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Genesis$/);
    await expectNoAxeViolations(page);
  });
}

for (const path of [
  "/no-such-page",
  "/home-two/no-such-page",
  "/service/1/extra",
  "/blog/2026/11",
]) {
  test(`${path} renders the 404 screen with status 404`, async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(notFoundDocument(path));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(breadcrumb.getByText("404")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });
}

// /service/{id} for an id without a service: inner-pages.spec.ts ("Service Not Found").

test("'Back To Home' on the 404 screen leads home", async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(notFoundDocument("/missing"));
  await page.goto("/missing");
  await page.getByRole("link", { name: "Back To Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The Genesis Transforms Ideas into Reality",
  );
});
