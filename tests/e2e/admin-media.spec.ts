import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

// An editor uploads images into the media library, describes
// one, picks it as a new post's cover (and a picture in its body), publishes
// it, and a visitor sees the picture on the post's page with the library's alt
// text. The post is dated in the past (so the other specs' first pages stay as
// they are) and unpublished at the end; the unused image is deleted.

test.describe.configure({ timeout: 120_000 });

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test("an editor uploads images, picks one as a post's cover, publishes, and the page shows it", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const word = `zq${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const [cover, spare] = [`harbour-${word}.png`, `spare-${word}.png`];
  const alt = `Boats in a harbour at dawn (${word}).`;
  const title = `Harbour notes ${word}`;
  const slug = `harbour-notes-${word}`;

  await openConsoleAs("editor");
  await page.getByRole("link", { name: "Media", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

  // Two at once.
  await page.getByLabel("Images", { exact: true }).setInputFiles([
    { name: cover, mimeType: "image/png", buffer: await png(900, 600, "#0e7490") },
    { name: spare, mimeType: "image/png", buffer: await png(400, 400, "#db2777") },
  ]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "2 images uploaded. Add alt text to each below.",
  );
  const card = page.getByRole("article", { name: cover });
  await expect(card.getByText(/KB · 900 × 600 px · image\/png/)).toBeVisible();
  await expect(card.getByText("Not used anywhere.")).toBeVisible();

  await card.getByLabel("Alt text", { exact: true }).fill(alt);
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Alt text saved.");
  await expect(page.getByRole("article", { name: cover }).getByLabel("Alt text")).toHaveValue(alt);
  await expectNoAxeViolations(page);

  // A new post: its cover and a picture in its body from the library.
  await page.goto("/admin/posts/new");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(`A morning on the water (${word}).`);
  await page.getByLabel("Body", { exact: true }).fill("## At the quay\n\nThe boats came in early.");
  const choice = `${cover} (900 × 600) · ${alt}`;
  await page.getByLabel("Add a picture from the library").selectOption({ label: choice });
  await expect(page.getByLabel("Body", { exact: true })).toHaveValue(
    new RegExp(`!\\[${alt.replace(/[().]/g, "\\$&")}\\]\\(/media/[0-9a-f-]{36}/900\\.webp\\)`),
  );
  await expect(page.getByLabel("Add a picture from the library")).toHaveValue("");
  await page.locator("summary", { hasText: "Choose from library" }).click();
  await page
    .getByRole("group", { name: "Choose from library" })
    .getByRole("radio", { name: new RegExp(`${cover} 900 × 600$`) })
    .check();
  // The alt text stays empty: the library's is used.
  await page.getByLabel("Publish at").fill("2020-01-03T09:00");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  await expect(page.getByLabel("Cover image", { exact: true })).toHaveValue(
    /^\/media\/[0-9a-f-]{36}\/900\.webp$/,
  );
  const editorUrl = page.url();

  // A visitor sees the picture, in the format the browser prefers, with the library's words.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/blog/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const pictures = visitorPage.getByRole("img", { name: alt });
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveJSProperty("complete", true);
  expect(await pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/[0-9a-f-]{36}\/\d+\.avif$/,
  );

  // The library says where it is used; the unused one can go.
  await page.goto("/admin/media");
  await expect(
    page.getByRole("article", { name: cover }).getByRole("link", { name: title }),
  ).toBeVisible();
  await page
    .getByRole("article", { name: cover })
    .getByRole("link", { name: /^Details/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: cover })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/media");
  await page
    .getByRole("article", { name: spare })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(page.getByRole("status")).toHaveText("Image deleted, with its files.");
  await expect(page.getByRole("article", { name: spare })).toHaveCount(0);

  // Put back: the post leaves the site.
  await page.goto(editorUrl);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toHaveText("Unpublished. Visitors no longer see it.");
  expect((await visitor.request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  await visitor.close();
});
