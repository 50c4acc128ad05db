import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// Issue 35, items 5 and 6: a visitor follows a broken address and gets 404; the
// editor finds it in the 404 log ('Not found'), uses its 'Create a redirect',
// and the old address answers 301 to the new one. The address is made up for
// this run and the redirect deleted at the end, so no other spec sees either.

test.describe.configure({ timeout: 120_000 });

test("a 404 is logged, 'Create a redirect' fixes it, and the old address answers 301", async ({
  page,
  browser,
  openConsoleAs,
  expectConsoleErrors,
}, info) => {
  // The refused redirect is answered 422, which the browser reports.
  expectConsoleErrors(
    /status of 422 \(Unprocessable Entity\) \[[^\]]*\/admin\/redirects(\.data)?(\?[^\]]*)?\]/,
  );
  const old = `/our-old-work-${info.project.name}-${Date.now().toString(36)}`;
  const visitor = await browser.newContext();
  const visit = (path: string) => visitor.request.get(path, { maxRedirects: 0 });
  expect((await visit(old)).status()).toBe(404);

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Redirects", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  const log = page.getByRole("table", { name: "Not found" });
  await expect(log.getByRole("row", { name: old })).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await log.getByRole("link", { name: `Create a redirect from ${old}` }).click();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(old);
    await expect(page.getByLabel("Permanent", { exact: true })).toBeChecked();

    // A target that is not a web address is refused at its field, what was typed kept.
    await page.getByLabel("To", { exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Add redirect", exact: true }).click();
    await expect(
      page.getByText("Enter a path on this site starting with /, or an address"),
    ).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(old);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("javascript:alert(1)");
    await expectNoAxeViolations(page);

    await page.getByLabel("To", { exact: true }).fill("/projects");
    await page.getByRole("button", { name: "Add redirect", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Redirect added. It answers now.");
    await expect(
      page.getByRole("table", { name: "Redirects made here" }).getByRole("row", { name: old }),
    ).toBeVisible();
    // Answered now: it has left the 404 log.
    await expect(log.getByRole("row", { name: old })).toHaveCount(0);

    const moved = await visit(old);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/projects");
  } finally {
    await page.goto("/admin/redirects");
    const remove = page.getByRole("button", { name: `Delete the redirect from ${old}` });
    if (await remove.count()) {
      await remove.click();
      await expect(page.getByRole("status")).toHaveText("Redirect deleted.");
    }
    expect((await visit(old)).status()).toBe(404);
    await visitor.close();
  }
});
