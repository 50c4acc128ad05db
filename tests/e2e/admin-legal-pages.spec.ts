import { legalWords } from "../../app/admin/legal/legal-pages.ts";
import { pagesCopy } from "../../app/content/admin/pages.ts";
import { postDate } from "../../app/lib/post-date.ts";
import { openConsoleMenu } from "./support/console.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An owner edits the privacy page in the console and the public page
// shows it at once, dated today. The page's text is put back at the end (its
// sections are what other specs follow); its date stays today.

test.describe.configure({ timeout: 90_000 });

test("an owner edits the privacy page's body, saves, and /privacy shows it", async ({
  page,
  browser,
  openConsoleAs,
}) => {
  const word = `zq${Date.now().toString(36)}`;
  await openConsoleAs("owner");
  await openConsoleMenu(page);
  await page.getByRole("link", { name: "Pages", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: pagesCopy.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Privacy Policy" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Privacy Policy");
  await expect(page.getByLabel("Meta description", { exact: true })).not.toHaveValue("");
  const body = page.getByLabel("Body", { exact: true });
  const original = await body.inputValue();

  // The preview follows the text, rendered and sanitised by the server.
  await body.fill(
    `${original}\n\n## Children (${word})\n\nThis site is not meant for children.\n\n<script>alert(1)</script>`,
  );
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.getByRole("heading", { name: `Children (${word})` })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(legalWords.saved);
  await expect(page).toHaveURL(/\/admin\/pages\/privacy\?saved=1$/);

  const visitor = await browser.newContext();
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto("/privacy");
    await expect(
      publicPage.getByRole("heading", { level: 1, name: "Privacy Policy" }),
    ).toBeVisible();
    await expect(publicPage.getByText("This site is not meant for children.")).toBeVisible();
    await expect(
      publicPage.getByRole("navigation", { name: "Contents" }).getByRole("link", {
        name: `Children (${word})`,
      }),
    ).toBeVisible();
    await expect(publicPage.locator("article p", { has: publicPage.locator("time") })).toHaveText(
      `Last updated ${postDate(new Date().toISOString()).text}`,
    );
    await expect(publicPage.locator("article script")).toHaveCount(0);
  } finally {
    await visitor.close();
    // The page's own text again, for the other specs.
    await body.fill(original);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(legalWords.saved);
  }
});
