import { services } from "../../app/content/services.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor changes a service's summary in the console and
// /service/{id} and /services show it on the next visit (their kept pages were
// dropped by the save). The last service is edited and its summary put back
// at the end, so the other specs see today's copy.

test.describe.configure({ timeout: 120_000 });

test("an editor edits a service's summary, saves, and its page and the listing show it", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const service = services.at(-1)!;
  const words = `Assistants and search that answer in your own words (${info.project.name} ${Date.now().toString(36)}).`;
  const visitor = await browser.newContext();
  const read = async (path: string) => (await visitor.request.get(path)).text();
  // Kept before the save: the save must drop them.
  expect(await read(`/service/${service.id}`)).toContain(service.description);
  expect(await read("/services")).toContain(service.description);

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New service" })).toBeVisible();
  await expectNoAxeViolations(page);

  const edit = async (summary: string) => {
    await page.goto("/admin/services");
    await page.getByRole("link", { name: service.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit service" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(service.title);
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue("ai-integration");
    await page.getByLabel("Summary", { exact: true }).fill(summary);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The site shows it now.");
    await expect(page).toHaveURL(new RegExp(`/admin/services/${service.id}\\?saved$`));
  };

  try {
    await edit(words);
    await expectNoAxeViolations(page);
    for (const path of [`/service/${service.id}`, "/services"]) {
      const html = await read(path);
      expect(html, path).toContain(words);
      expect(html, path).not.toContain(service.description);
    }
  } finally {
    await edit(service.description);
    expect(await read(`/service/${service.id}`)).toContain(service.description);
    await visitor.close();
  }
});
