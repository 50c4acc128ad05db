import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An owner adds German and publishes it (its interface words arrive with it),
// an editor writes the About page's heading and a post in German, and a
// visitor switches between the two languages with the header's link. The language is deleted at the end, with what was
// written in it, so the other specs see a site in one language.

test.describe.configure({ timeout: 120_000 });

test("a page translated in the console is read in its language, and the switch leads there and back", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const heading = `Über uns (${info.project.name})`;
  await openConsoleAs("owner");
  await page.goto("/admin/languages");
  await expect(page.getByRole("heading", { level: 1, name: "Languages" })).toBeVisible();
  await page.getByLabel("Code").fill("de");
  await page.getByLabel("Name").fill("Deutsch");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByRole("status")).toHaveText("Language added and published.");
  await expect(page.getByRole("row", { name: /Deutsch/ })).toContainText("Published");
  await expectNoAxeViolations(page);

  try {
    // The About page's words, in German: the bar at the top, the English words under the field.
    await page.goto("/admin/pages/copy/about");
    const bar = page.getByRole("navigation", { name: "Languages" });
    await expect(bar.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await bar.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/copy\/about\?lang=de$/);
    const field = page.getByLabel("Heading", { exact: true }).first();
    await expect(field).toHaveValue("");
    await expect(field).toHaveAccessibleDescription(/English: “About Us”/);
    await field.fill(heading);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The Deutsch version is up to date.");
    await expectNoAxeViolations(page);

    // A visitor: the header's link to this page in German, and back.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/about");
    const german = visitor.getByRole("link", { name: "Deutsch" });
    await expect(german).toHaveAttribute("hreflang", "de");
    await expect(german).toHaveAttribute("lang", "de");
    await german.click();
    await expect(visitor).toHaveURL(/\/de\/about$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(visitor);
    // A link inside the German pages stays in German; the menu speaks it (the words German arrives with).
    await visitor
      .getByRole("navigation", { name: "Hauptmenü" })
      .getByRole("link", { name: "Kontakt" })
      .click();
    await expect(visitor).toHaveURL(/\/de\/contact$/);
    await visitor.getByRole("link", { name: "English" }).click();
    await expect(visitor).toHaveURL(/\/contact$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");

    // A post, translated whole: its own title (the slug follows it), summary, body and alt text.
    const title = `Sieben Zeichen (${info.project.name})`;
    await page.goto("/admin/posts/1?lang=de");
    await expect(page.getByText("Not translated yet")).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Summary", { exact: true })
      .fill("Woran man eine langsame Website erkennt.");
    await page.getByLabel("Body", { exact: true }).fill("## Erstens\n\nSie lädt zu langsam.");
    await page.getByLabel("Alt text", { exact: true }).fill("Ein Tacho im roten Bereich");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The Deutsch version is up to date.");
    await expect(page.getByText("Translated", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const slug = await page.getByLabel("Slug").inputValue();
    expect(slug).toMatch(/^sieben-zeichen-/);

    // The English post's switch leads to it in German, at its German slug.
    await visitor.goto("/blog/seven-signs-your-website-is-slowing-your-business-down");
    await visitor.getByRole("link", { name: "Deutsch" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/de/blog/${slug}$`));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectNoAxeViolations(visitor);
  } finally {
    await page.goto("/admin/languages?delete=de");
    await page.getByRole("button", { name: "Delete language" }).click();
    await expect(page.getByRole("status")).toHaveText("Language deleted.");
  }
});
