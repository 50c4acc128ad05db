import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { uploadCover } from "./support/console.ts";

// An editor publishes a post from the console and it is live at once,
// without a restart or a build. The post is dated in the past (the oldest on the
// blog), so the other specs' first pages stay as they are, and it is unpublished
// at the end. The spec runs after all the others (playwright.config.ts): while
// the post is live the blog has one more page.

// Each test walks a whole editing session: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an editor drafts, previews, publishes, renames and unpublishes a post", async ({
  page,
  browser,
  expectConsoleErrors,
  openConsoleAs,
}, info) => {
  // The form's refusal (422 at the missing body) is an answer the page shows.
  expectConsoleErrors(/status of 422 \(Unprocessable Entity\)/);
  const word = `zq${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const title = `Launch notes ${word}`;
  const slug = `launch-notes-${word}`;
  const visitor = await browser.newContext();
  const visit = (path: string) => visitor.request.get(path, { maxRedirects: 0 });

  await openConsoleAs("editor");
  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

  // The slug follows the title until it is edited.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await page.getByLabel("Summary", { exact: true }).fill(`What we shipped this week (${word}).`);
  // The cover is uploaded: processed on the server into AVIF and WebP widths.
  await uploadCover(page, "release.png", "#5b3df5");
  await page.getByLabel("Alt text", { exact: true }).fill("A laptop showing a release checklist.");
  await page.getByLabel("Publish at").fill("2020-01-02T09:00");

  // Publishing asks for a body: the message is at the field.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Some fields need attention.");
  await expect(page.getByText("Write the body before publishing.")).toBeVisible();
  await expect(page.getByLabel("Body", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // The body's preview follows the text, rendered and sanitised by the server.
  await page
    .getByLabel("Body", { exact: true })
    .fill("## What changed\n\nA **faster** checkout.\n\n<script>alert(1)</script>");
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.getByRole("heading", { name: "What changed" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved as a draft.");
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\?saved=save$/);
  await expect(page.getByLabel("Cover image", { exact: true })).toHaveValue(
    /^\/media\/[0-9a-f-]{36}\/1200\.webp$/,
  );
  await expectNoAxeViolations(page);

  // The draft's real page: for signed-in users only.
  const previewLink = page.getByRole("link", { name: "Preview" });
  await expect(previewLink).toHaveAttribute("href", `/blog/${slug}?preview=1`);
  const draft = await page.request.get(`/blog/${slug}?preview=1`);
  expect(draft.status()).toBe(200);
  expect(draft.headers()["cache-control"]).toMatch(/no-store/);
  expect((await visit(`/blog/${slug}?preview=1`)).status()).toBe(404);
  expect((await visit(`/blog/${slug}`)).status()).toBe(404);

  // Publish: live on the next request everywhere public.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  const live = await visit(`/blog/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("What changed");
  expect(await (await visit(`/blog?q=${word}`)).text()).toContain(`href="/blog/${slug}"`);
  expect(await (await visit("/rss.xml")).text()).toContain(`/blog/${slug}</link>`);
  expect(await (await visit("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/blog/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The uploaded cover, in the format the browser prefers.
  const coverImage = visitorPage.getByRole("img", {
    name: "A laptop showing a release checklist.",
  });
  await expect(coverImage).toHaveJSProperty("complete", true);
  expect(await coverImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/[0-9a-f-]{36}\/\d+\.avif$/,
  );

  // A new slug: the old address answers 301.
  await page.getByLabel("Slug", { exact: true }).fill(`${slug}-v2`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The same notice as before: the new slug in the preview link says the page has the saved item.
  await expect(previewLink).toHaveAttribute("href", `/blog/${slug}-v2?preview=1`);
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  const moved = await visit(`/blog/${slug}`);
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${slug}-v2`);

  // Unpublish: gone from every public place.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toHaveText("Unpublished. Visitors no longer see it.");
  expect((await visit(`/blog/${slug}-v2`)).status()).toBe(404);
  expect((await visit(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await visit(`/blog?q=${word}`)).text()).not.toContain(`/blog/${slug}`);
  expect(await (await visit("/sitemap.xml")).text()).not.toContain(`/blog/${slug}`);
  expect(await (await visit("/rss.xml")).text()).not.toContain(`/blog/${slug}`);
  await visitor.close();

  // In the list, as a draft.
  await page.goto(`/admin/posts?q=${word}`);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Draft")).toBeVisible();
});

test("two editors saving the same project: the second is told, nothing is overwritten", async ({
  page,
  context,
  expectConsoleErrors,
  openConsoleAs,
}) => {
  expectConsoleErrors(/status of 409 \(Conflict\)/);
  await openConsoleAs("editor");
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: "Medora Health" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit project" })).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());

  const summary = page.getByLabel("Summary", { exact: true });
  const original = await summary.inputValue();
  await summary.fill(`${original} `);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");

  await other.getByLabel("Client", { exact: true }).fill("Medora Health Group");
  await other.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(other.getByRole("alert")).toContainText("Someone else saved this project");
  // What was typed is still there to copy.
  await expect(other.getByLabel("Client", { exact: true })).toHaveValue("Medora Health Group");
  await other.goto("/projects/medora-health");
  await expect(
    other.getByRole("definition").filter({ hasText: "Medora Health Group" }),
  ).toHaveCount(0);
});

test("leaving the editor with unsaved changes asks first", async ({
  page,
  openConsoleAs,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/^a dialog: You have unsaved changes/);
  await openConsoleAs("editor");
  // Reached as an editor does, from the list (the warning is the page's script).
  await page.goto("/admin/posts");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Unsaved thoughts");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("You have unsaved changes. Leave this page and lose them?");
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Unsaved thoughts");
});
