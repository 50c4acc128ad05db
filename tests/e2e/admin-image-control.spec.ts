import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An image field of the console with script: 'Choose from library' searches its
// thumbnails as one types, and a pick shows at once in the field's thumbnail and
// path. What it posts without script is server/admin/media/media.test.ts.

test("the library's search filters the thumbnails, and a pick shows in the field's thumbnail and path", async ({
  page,
  openConsoleAs,
}) => {
  await openConsoleAs("editor");
  await page.goto("/admin/partners/new");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const field = page.getByRole("group", { name: "Logo" });
  const thumbnail = field.locator("[data-image-thumbnail]");
  await expect(thumbnail).toHaveText("No image");

  await field.locator("summary", { hasText: "Choose from library" }).click();
  const library = field.getByRole("group", { name: "Choose from library" });
  const search = library.getByLabel("Search the library");
  await expect(search).toBeVisible();
  await search.fill("partner");
  await expect(library.getByText(/^6 of \d+ images$/)).toBeVisible();
  await expect(library.getByRole("radio", { name: /\.svg/ })).toHaveCount(6);
  await expect(library.getByRole("radio", { name: "Keep the field as it is" })).toBeVisible();
  await search.fill("no such picture anywhere");
  await expect(library.getByText("No image matches. The field stays as it is.")).toBeVisible();
  await search.fill("partner-2");

  // Picked with the keyboard, as with the mouse.
  const pick = library.getByRole("radio", { name: /partner-2\.svg 240 × 96 Site artwork$/ });
  await pick.focus();
  await page.keyboard.press("Space");
  await expect(pick).toBeChecked();
  await expect(thumbnail).toHaveAttribute("src", /^\/images\/partners\/partner-2\.svg/);
  await expect(field.getByLabel("Current image", { exact: true })).toHaveValue(
    "/images/partners/partner-2.svg",
  );
  // Typing a path again: the pick stands down, so what is typed is what is saved.
  await field.getByLabel("Current image", { exact: true }).fill("/images/partners/partner-3.svg");
  await expect(library.getByRole("radio", { name: "Keep the field as it is" })).toBeChecked();
  await expect(thumbnail).toHaveAttribute("src", /^\/images\/partners\/partner-3\.svg/);
  await expectNoAxeViolations(page);
});
