import sharp from "sharp";
import { collectionCopy } from "../../app/admin/collections/collection-copy.ts";
import { settingsWords } from "../../app/admin/settings/settings-words.ts";
import { openConsoleMenu, typeWhileSaveReloads } from "./support/console.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// The site's settings in the browser: an owner changes the phone
// number and the sharing picture, and the public pages show them at once.
// Every page reads the settings: the test puts them back as they were. The settings are
// one record saved at a version: this file's tests run one after the other, not to be
// refused as each other's conflict.

test.describe.configure({ mode: "default" });

test("an owner changes the phone and the sharing image; the contact page shows the new number", async ({
  page,
  browser,
  expectConsoleErrors,
  openConsoleAs,
}) => {
  test.setTimeout(90_000);
  // The form's refusal (422 at the empty name) is an answer the page shows.
  expectConsoleErrors(/status of 422 \(Unprocessable Entity\)/);
  const visitor = await browser.newContext();
  const newPhone = "+1 (307) 555-0148";

  await openConsoleAs("owner");
  await openConsoleMenu(page);
  await page.getByRole("link", { name: "Settings" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = page.getByLabel("Phone", { exact: true });
  const before = await phone.inputValue();
  const shareBefore = await page.getByLabel("Sharing image", { exact: true }).inputValue();

  // A required field left empty: the message is at the field, nothing saved.
  const siteName = page.getByLabel("Site name");
  const name = await siteName.inputValue();
  await siteName.fill("");
  await phone.fill(newPhone);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText(collectionCopy.errors.summary);
  await expect(siteName).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(settingsWords.errors.required.siteName)).toBeVisible();
  await expect(phone).toHaveValue(newPhone);
  await expectNoAxeViolations(page);

  await siteName.fill(name);
  const png = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: "#1f6feb" },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a sharing image")
    .setInputFiles({ name: "share.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(settingsWords.saved);
  await expect(page).toHaveURL(/\/admin\/settings\?saved=1$/);
  await expect(phone).toHaveValue(newPhone);
  const shareImage = page.getByLabel("Sharing image", { exact: true });
  await expect(shareImage).toHaveValue(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
  const sharePath = await shareImage.inputValue();

  // A visitor sees the new number on the contact page, and the picture shared links show.
  const contact = await visitor.newPage();
  await contact.goto("/contact");
  const main = contact.getByRole("main");
  await expect(main.locator('a[href="tel:+13075550148"]').first()).toBeAttached();
  await expect(main.getByText(newPhone).first()).toBeVisible();
  await expect(contact.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`${sharePath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
  expect((await visitor.request.get(sharePath)).status()).toBe(200);

  // As it was, for every other test.
  await phone.fill(before);
  await shareImage.fill(shareBefore);
  // The status of the save before is still shown: the save's own answer is what says it is done.
  const restored = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/admin/settings"),
  );
  await page.getByRole("button", { name: "Save" }).click();
  await restored;
  await expect(page.getByRole("status")).toHaveText(settingsWords.saved);
  await expect(phone).toHaveValue(before);
  await contact.reload();
  await expect(contact.getByRole("main").getByText(before).first()).toBeVisible();
  await visitor.close();
});

test("typing while the settings' save reloads: kept, and the next save stores it", async ({
  page,
  openConsoleAs,
}) => {
  await openConsoleAs("owner");
  await page.goto("/admin/settings");
  await typeWhileSaveReloads(page, {
    save: "Save",
    saved: settingsWords.saved,
    normalised: "Line 1",
    typed: "Map query",
  });

  // A save that changes nothing leaves the version as it was: the form shows what is stored all the same.
  const hours = page.getByLabel("Line 1", { exact: true });
  const stored = await hours.inputValue();
  await hours.fill(`  ${stored}  `);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await answer).status()).toBeLessThan(400);
  await expect(hours).toHaveValue(stored);
});
