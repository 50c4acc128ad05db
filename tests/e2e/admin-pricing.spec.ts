import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor changes a plan's price in the console and / shows
// it on the next visit (its kept page was dropped by the save). The last plan
// is edited and its price put back at the end, so the other specs reading /
// see today's plans.

test.describe.configure({ timeout: 120_000 });

test("an editor changes a plan's price, saves, and / shows it", async ({
  page,
  browser,
  openConsoleAs,
  expectConsoleErrors,
}) => {
  // The refused price is answered 422, which the browser reports.
  expectConsoleErrors(
    /status of 422 \(Unprocessable Entity\) \[[^\]]*\/admin\/pricing\/\d+\.data\]/,
  );
  const title = "Tech Support";
  // A price no other plan has.
  const price = "24.50";
  const visitor = await browser.newContext();
  const home = async () => (await visitor.request.get("/")).text();
  // Kept before the save: the save must drop it.
  expect(await home()).toContain("$19<");

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New plan" })).toBeVisible();
  await expectNoAxeViolations(page);

  const edit = async (typed: string) => {
    await page.goto("/admin/pricing");
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit plan" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByLabel("Price", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The home page shows it now.");
    await expect(page).toHaveURL(/\/admin\/pricing\/\d+\?saved$/);
  };

  try {
    // A price that is not one is refused at its field, nothing saved.
    await page.goto("/admin/pricing");
    await page.getByRole("link", { name: title, exact: true }).click();
    await page.getByLabel("Price", { exact: true }).fill("about 20");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Enter a price in dollars")).toBeVisible();
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("about 20");
    await expectNoAxeViolations(page);

    await edit(price);
    await expectNoAxeViolations(page);
    const html = await home();
    expect(html).toContain(`$${price}<`);
    expect(html).not.toContain("$19<");
  } finally {
    await edit("19");
    expect(await home()).toContain("$19<");
    await visitor.close();
  }
});
