import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor changes a post, finds the earlier version in its
// History, compares it with the current text and restores it; the public page
// shows the restored words on the next visit (the save dropped its kept page).
// The post is the spec's own, dated in the past (the oldest on the blog, so the
// other specs' first pages stay as they are), and unpublished at the end.

test.describe.configure({ timeout: 120_000 });

test("an editor restores an earlier version of a post, and its public page shows it", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const word = `zr${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const slug = `revision-notes-${word}`;
  const first = `The first words of ${word}.`;
  const second = `The second words of ${word}.`;
  const visitor = await browser.newContext();
  const read = async () => (await visitor.request.get(`/blog/${slug}`)).text();
  // The notice is the same after each save: the save's own answer says it is done.
  const publish = async () => {
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin/posts/"),
    );
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await saved;
    await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  };

  await openConsoleAs("editor");
  await page.goto("/admin/posts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(`Revision notes ${word}`);
  await page.getByLabel("Summary", { exact: true }).fill(`Words that change (${word}).`);
  await page.getByLabel("Body", { exact: true }).fill(first);
  await page.getByLabel("Cover image", { exact: true }).fill("/images/blog/post-1.svg");
  await page.getByLabel("Alt text", { exact: true }).fill("A page of notes.");
  await page.getByLabel("Publish at").fill("2020-01-01T08:00");
  await publish();
  const editor = page.url().replace(/\?.*$/, "");

  try {
    expect(await read()).toContain(first);

    // The edit: live at once.
    await page.getByLabel("Body", { exact: true }).fill(second);
    await publish();
    expect(await read()).toContain(second);

    // History: both saves, the newest first.
    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Current");
    await expectNoAxeViolations(page);

    // Compare the first version with the current text.
    await rows
      .nth(1)
      .getByRole("link", { name: /^Compare/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: /^Compare versions of/ }),
    ).toBeVisible();
    const body = page.getByRole("region", { name: "Body" });
    await expect(body.locator("del")).toHaveText("first");
    await expect(body.locator("ins")).toHaveText("second");
    await expectNoAxeViolations(page);

    // Restore it: a new version at the top of the history, and the public page shows it.
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByRole("status")).toContainText("Restored the version of");
    await expect(rows).toHaveCount(3);
    const restored = await read();
    expect(restored).toContain(first);
    expect(restored).not.toContain(second);
  } finally {
    // Put back: the post leaves every public page.
    await page.goto(editor);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("status")).toHaveText("Unpublished. Visitors no longer see it.");
    expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
    await visitor.close();
  }
});
