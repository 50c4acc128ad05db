import { testimonials } from "../../app/content/testimonials.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor changes a testimonial's words in the console and
// /home-two shows them on the next visit (its kept page was dropped by the
// save). The last testimonial is edited and its words put back at the end, so
// the other specs reading /home-two see today's slides, as many as before.

test.describe.configure({ timeout: 120_000 });

test("an editor edits a testimonial's text, saves, and /home-two shows it", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const client = testimonials.at(-1)!;
  const words = `Calm, clear and quick: our launch went out on time (${info.project.name} ${Date.now().toString(36)}).`;
  const visitor = await browser.newContext();
  const homeTwo = async () => (await visitor.request.get("/home-two")).text();
  // Kept before the save: the save must drop it.
  expect(await homeTwo()).toContain(client.testimonial);

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New testimonial" })).toBeVisible();
  await expectNoAxeViolations(page);

  const edit = async (text: string) => {
    await page.goto("/admin/testimonials");
    await page.getByRole("link", { name: client.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit testimonial" })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(client.name);
    await expect(page.getByLabel("Rating", { exact: true })).toHaveValue(String(client.rating));
    await page.getByLabel("Text", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The site shows it now.");
    await expect(page).toHaveURL(/\/admin\/testimonials\/\d+\?saved$/);
  };

  try {
    await edit(words);
    await expectNoAxeViolations(page);
    const html = await homeTwo();
    expect(html).toContain(words);
    expect(html).not.toContain(client.testimonial);
  } finally {
    await edit(client.testimonial);
    expect(await homeTwo()).toContain(client.testimonial);
    await visitor.close();
  }
});
