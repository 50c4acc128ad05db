import { PAGE_COPIES } from "../../app/admin/pages/page-copies.ts";
import { pageCopyWords } from "../../app/admin/pages/page-copy-words.ts";
import { pagesCopy } from "../../app/content/admin/pages.ts";
import { openConsoleMenu } from "./support/console.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor changes the 404 page's words in the console and every
// 404 shows them at once. The words are put back at the end (other specs read
// the 404 screen).

test.describe.configure({ timeout: 90_000 });

test("an editor edits the 404 page's message, saves, and a 404 shows it", async ({
  page,
  browser,
  openConsoleAs,
  expectConsoleErrors,
}) => {
  // The form's refusal (422 at the empty heading) is an answer the page shows.
  expectConsoleErrors(/status of 422 \(Unprocessable Entity\)/);
  const words = `Nothing lives here (${Date.now().toString(36)}).`;
  await openConsoleAs("editor");
  await openConsoleMenu(page);
  await page.getByRole("link", { name: "Pages", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: pagesCopy.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const title = PAGE_COPIES["not-found"].title;
  await page.getByRole("link", { name: title }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: pageCopyWords.editTitle(title) }),
  ).toBeVisible();
  const message = page.getByLabel("Message", { exact: true });
  const original = await message.inputValue();
  await expectNoAxeViolations(page);

  // An empty heading is refused at its field, nothing saved.
  const heading = page.getByLabel("Heading", { exact: true });
  const originalHeading = await heading.inputValue();
  await heading.fill("");
  await heading.evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(pageCopyWords.errors.required)).toBeVisible();
  await expect(page.getByLabel("Heading", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Heading", { exact: true }).fill(originalHeading);
  await page.getByLabel("Message", { exact: true }).fill(words);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(pageCopyWords.saved);
  await expect(page).toHaveURL(/\/admin\/pages\/copy\/not-found\?saved=1$/);

  const visitor = await browser.newContext();
  try {
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto("/no-such-page-at-all");
    expect(response?.status()).toBe(404);
    await expect(publicPage.getByText(words)).toBeVisible();
  } finally {
    await visitor.close();
    // The page's own words again, for the other specs.
    await page.getByLabel("Message", { exact: true }).fill(original);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(pageCopyWords.saved);
  }
});
