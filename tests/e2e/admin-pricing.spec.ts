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

test("an editor adds, moves and removes a plan's features from the keyboard, and / lists them in that order", async ({
  page,
  browser,
  openConsoleAs,
}) => {
  const visitor = await browser.newContext();
  const home = async () => (await visitor.request.get("/")).text();
  const added = `A named engineer ${Date.now().toString(36)}`;
  await openConsoleAs("editor");
  const open = async () => {
    await page.goto("/admin/pricing");
    await page.getByRole("link", { name: "Site Assist", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit plan" })).toBeVisible();
  };
  const features = page.getByRole("group", { name: "Features" });
  const rows = features.getByRole("textbox");
  await open();
  const before = await rows.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  expect(before.length).toBeGreaterThan(1);
  const saved = page.getByRole("status");

  try {
    // 'Add feature' gives an empty row at the end, and the caret is in it.
    await features.getByRole("button", { name: "Add feature" }).click();
    await expect(rows).toHaveCount(before.length + 1);
    await expect(rows.last()).toBeFocused();
    await page.keyboard.type(added);

    // Up to the top from the keyboard: the focus stays on the row's 'Move up' as it climbs.
    await features.getByRole("button", { name: `Move Feature ${before.length + 1} up` }).focus();
    for (let at = before.length + 1; at > 1; at -= 1) {
      await expect(features.getByRole("button", { name: `Move Feature ${at} up` })).toBeFocused();
      await page.keyboard.press("Enter");
    }
    await expect(rows.first()).toHaveValue(added);
    // 'Move up' is off on the first row; the focus went to its own input.
    await expect(features.getByRole("button", { name: "Move Feature 1 up" })).toBeDisabled();

    // Remove what is now second (the first before).
    await features.getByRole("button", { name: "Remove Feature 2" }).click();
    await expect(rows).toHaveCount(before.length);
    await expect(rows.nth(1)).toHaveValue(before[1]!);
    await expectNoAxeViolations(page);

    // Enter in a field saves the form (not a list's button).
    await page.getByLabel("Title", { exact: true }).press("Enter");
    await expect(saved).toHaveText("Saved. The home page shows it now.");
    await expect(rows).toHaveCount(before.length);
    await expect(rows.first()).toHaveValue(added);
    const html = await home();
    const card = html.slice(html.indexOf('id="plan-site-assist"'));
    expect(card.indexOf(added)).toBeGreaterThan(0);
    expect(card.indexOf(added)).toBeLessThan(card.indexOf(before[1]!));
  } finally {
    await open();
    const count = await rows.count();
    for (let at = count; at > before.length; at -= 1)
      await features.getByRole("button", { name: `Remove Feature ${at}` }).click();
    while ((await rows.count()) < before.length)
      await features.getByRole("button", { name: "Add feature" }).click();
    for (const [index, text] of before.entries()) await rows.nth(index).fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(saved).toHaveText("Saved. The home page shows it now.");
    expect(await home()).toContain(before[0]!);
    await visitor.close();
  }
});
