import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// Redirects and the 404 log as the editor meets them: a post's slug changes and
// its automatic redirect is deleted, so the old address breaks; a visitor gets
// 404; the editor finds it in the 404 log ('Not found'), uses its 'Create a
// redirect', and the old address answers 301 to the new one. The post is this
// run's own, unpublished at the end with its redirect deleted, so no other spec
// sees either (it changes what the blog lists: a site-changes spec).

test.describe.configure({ timeout: 120_000 });

/** Publishes the open editor's post; the notice is the same after each save. */
async function publish(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/posts/"),
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await saved;
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
}

test("a broken slug's 404 is logged, 'Create a redirect' fixes it, and the old address answers 301 to the new one", async ({
  page,
  browser,
  openConsoleAs,
  expectConsoleErrors,
}, info) => {
  // The refused redirect is answered 422, which the browser reports.
  expectConsoleErrors(
    /status of 422 \(Unprocessable Entity\) \[[^\]]*\/admin\/redirects(\.data)?(\?[^\]]*)?\]/,
  );
  const word = `zr${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const oldPath = `/blog/moving-notes-${word}`;
  const newPath = `${oldPath}-v2`;
  const visitor = await browser.newContext();
  const visit = (path: string) => visitor.request.get(path, { maxRedirects: 0 });

  await openConsoleAs("editor");
  await page.goto("/admin/posts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(`Moving notes ${word}`);
  await page.getByLabel("Summary", { exact: true }).fill(`A post whose address moves (${word}).`);
  await page.getByLabel("Body", { exact: true }).fill(`Words of ${word}.`);
  await page.getByLabel("Cover image", { exact: true }).fill("/images/blog/post-1.svg");
  await page.getByLabel("Alt text", { exact: true }).fill("A page of notes.");
  await page.getByLabel("Publish at").fill("2020-01-01T08:00");
  await publish(page);
  const editor = page.url().replace(/\?.*$/, "");

  try {
    expect((await visit(oldPath)).status()).toBe(200);
    // A new slug: its automatic redirect takes the old address along…
    await page.getByLabel("Slug", { exact: true }).fill(newPath.replace("/blog/", ""));
    await publish(page);
    expect((await visit(oldPath)).headers().location).toBe(newPath);
    // …until someone deletes it: the old address is broken.
    await page.goto("/admin/redirects");
    await page
      .getByRole("button", { name: `Delete the automatic redirect from ${oldPath}` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Redirect deleted.");
    expect((await visit(oldPath)).status()).toBe(404);

    await page.reload();
    const log = page.getByRole("table", { name: "Not found" });
    await expect(log.getByRole("row", { name: oldPath })).toBeVisible();
    await expectNoAxeViolations(page);

    await log.getByRole("link", { name: `Create a redirect from ${oldPath}` }).click();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(oldPath);
    await expect(page.getByLabel("Permanent", { exact: true })).toBeChecked();

    // A target that is not a web address is refused at its field, what was typed kept.
    await page.getByLabel("To", { exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Add redirect", exact: true }).click();
    await expect(
      page.getByText("Enter a path on this site starting with /, or an address"),
    ).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(oldPath);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("javascript:alert(1)");
    await expectNoAxeViolations(page);

    await page.getByLabel("To", { exact: true }).fill(newPath);
    await page.getByRole("button", { name: "Add redirect", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Redirect added. It answers now.");
    await expect(
      page.getByRole("table", { name: "Redirects made here" }).getByRole("row", { name: oldPath }),
    ).toBeVisible();
    // Answered now: it has left the 404 log.
    await expect(log.getByRole("row", { name: oldPath })).toHaveCount(0);

    const moved = await visit(oldPath);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(newPath);
    expect((await visit(newPath)).status()).toBe(200);
  } finally {
    await page.goto("/admin/redirects");
    const remove = page.getByRole("button", { name: `Delete the redirect from ${oldPath}` });
    if (await remove.count()) {
      await remove.click();
      await expect(page.getByRole("status")).toHaveText("Redirect deleted.");
    }
    // Put back: the post leaves every public page.
    await page.goto(editor);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("status")).toHaveText("Unpublished. Visitors no longer see it.");
    expect((await visit(newPath)).status()).toBe(404);
    await visitor.close();
  }
});
