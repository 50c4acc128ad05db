import { openE2eDatabase } from "./support/database.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor shares a draft post's preview; someone without an account opens
// the link in a browser of their own and sees the draft, marked as a preview; once the editor
// revokes it, the link answers 410. The draft is made for this test and deleted at the end: no
// public page shows it (a draft is 404 and in no list), so the spec runs with the others.

test.describe.configure({ timeout: 90_000 });

test("an editor shares a draft's preview, a visitor opens it signed out, and it ends when revoked", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const word = `zq${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const slug = `preview-draft-${word}`;
  const text = `A draft for the client to approve (${word})`;
  const db = openE2eDatabase();
  const now = new Date().toISOString();
  const { id } = db
    .prepare(
      `insert into blog_posts (slug, title, summary, body, author, category, cover_image, cover_alt,
         published, created_at, updated_at)
       values (?, ?, ?, ?, 'Genesis', 'Design', '/images/blog/post-2.svg', 'A sketch of a page.', 0, ?, ?)
       returning id`,
    )
    .get(slug, `Preview draft ${word}`, "Not published yet.", `${text}.`, now, now) as {
    id: number;
  };
  const visitor = await browser.newContext();
  try {
    await openConsoleAs("editor");
    await page.goto(`/admin/posts/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Preview links" })).toBeVisible();
    await expect(page.getByLabel("Link works for")).toHaveValue("7");
    await page.getByLabel("Link works for").selectOption("3");
    await page.getByRole("button", { name: "Share preview" }).click();

    // The link, once, in a read-only field to select and copy.
    const field = page.getByLabel("Preview link", { exact: true });
    await expect(field).toHaveValue(new RegExp(`/blog/${slug}\\?preview=[A-Za-z0-9_-]{43}$`));
    await expect(field).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: /^Revoke/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    const link = new URL(await field.inputValue());

    // Someone without an account: the draft's real page, marked as a preview, not indexed.
    const preview = await visitor.newPage();
    const opened = await preview.goto(`${link.pathname}${link.search}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
    expect(opened?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(
      preview.getByRole("heading", { level: 1, name: `Preview draft ${word}` }),
    ).toBeVisible();
    await expect(preview.getByText(text)).toBeVisible();
    await expect(
      preview.getByText("Preview: this is not published yet. You see it through a preview link"),
    ).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(preview);

    // Revoked in the console: the same link now answers 410 with a plain explanation.
    await page.getByRole("button", { name: /^Revoke/ }).click();
    await expect(
      page.getByText("Preview link revoked: it no longer opens anything."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
    const gone = await preview.reload();
    expect(gone?.status()).toBe(410);
    await expect(
      preview.getByRole("heading", { level: 1, name: "This preview link no longer works" }),
    ).toBeVisible();
    await expect(preview.getByText(text)).toHaveCount(0);
  } finally {
    await visitor.close();
    db.prepare("delete from preview_links where item_kind = 'post' and item_id = ?").run(id);
    db.prepare("delete from blog_posts where id = ?").run(id);
    db.close();
  }
});
