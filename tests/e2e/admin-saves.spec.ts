import type { Page } from "@playwright/test";
import { holdNextDataLoad, typeWhileSaveReloads } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

// After a save the page loads its data again; an editor may go on typing before it is
// back. Here that load is held until the editor has typed, so the race happens on every
// run: the form then shows what was stored, keeps what was typed since, and the next
// save stores it (at the saved version: not refused as a conflict). Every editor, each
// put back as it was; the settings' is in admin-settings.spec.ts, with the other test
// that saves them. The spec runs after the others (playwright.config.ts).

test.describe.configure({ timeout: 60_000 });

test("typing while a post's save reloads: the next save stores it, and it unpublishes", async ({
  page,
  browser,
  openConsoleAs,
}, info) => {
  const word = `zs${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const slug = `save-race-${word}`;
  const summary = `Typed while the last save came back (${word}).`;
  const visitor = await browser.newContext();
  const visit = (path: string) => visitor.request.get(path, { maxRedirects: 0 });

  // Dated in the past, so the blog's first pages stay as they are while it is live.
  await openConsoleAs("owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(`Save race ${word}`);
  const slugField = page.getByLabel("Slug", { exact: true });
  await expect(slugField).toHaveValue(slug);
  // Spaces the server trims: the form shows the summary as stored.
  await page.getByLabel("Summary", { exact: true }).fill(`  ${summary}  `);
  await page.getByLabel("Body", { exact: true }).fill("A post saved twice in a row.");
  await page.getByLabel("Cover image", { exact: true }).fill("/images/blog/post-1.svg");
  await page.getByLabel("Alt text", { exact: true }).fill("An abstract cover.");
  await page.getByLabel("Publish at").fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved as a draft.");
  const editor = page.url().replace(/\?.*$/, "");

  // Publish, and a new slug typed before the published post's data is back.
  const { held } = await holdNextDataLoad(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const release = await held;
  await slugField.fill(`${slug}-v`);
  await release();
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(summary);
  await expect(slugField).toHaveValue(`${slug}-v`);
  // The caret is where it was: typing goes on at the end of the slug.
  await expect(slugField).toBeFocused();
  await page.keyboard.type("2");
  await expect(slugField).toHaveValue(`${slug}-v2`);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("link", { name: "Preview" })).toHaveAttribute(
    "href",
    `/blog/${slug}-v2?preview=1`,
  );
  await page.goto(editor);
  await expect(slugField).toHaveValue(`${slug}-v2`);
  expect((await visit(`/blog/${slug}-v2`)).status()).toBe(200);

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toHaveText("Unpublished. Visitors no longer see it.");
  expect((await visit(`/blog/${slug}-v2`)).status()).toBe(404);
  await visitor.close();
});

test("a new post saved while its body's live preview is due: the save's answer is shown", async ({
  page,
  openConsoleAs,
}, info) => {
  const word = `lp${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  await openConsoleAs("owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(`Live preview ${word}`);
  await page.getByLabel("Summary", { exact: true }).fill("Saved as the preview came due.");
  // The save's page is held while the preview, due 350 ms after the typing, would be answered.
  const { held } = await holdNextDataLoad(page);
  await page.getByLabel("Body", { exact: true }).fill(`Typed just before saving (${word}).`);
  await page.getByRole("button", { name: "Save draft" }).click();
  const release = await held;
  // A wait for what must not happen: the preview's timer, had it been left running.
  await page.waitForTimeout(700);
  await release();
  await expect(page.getByRole("status")).toHaveText("Saved as a draft.");
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\?saved/);
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
  await expect(page.getByLabel("Body", { exact: true })).toHaveValue(
    `Typed just before saving (${word}).`,
  );
});

test("a new post published while its body's preview is on its way: the save is answered", async ({
  page,
  openConsoleAs,
}, info) => {
  const word = `pw${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  await openConsoleAs("owner");
  await page.goto("/admin/posts/new");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The order in which React Router, left to itself, lost the save's answer: the preview is
  // answered while the save is sent, its reload of the page's data while the save's new
  // address is being looked up. Each step waits for the one before it (a second at most,
  // since a save held back until the preview is answered never comes first).
  const step = () => {
    let done = () => {};
    const reached = new Promise<void>((resolve) => (done = resolve));
    return { done, reached: Promise.race([reached, new Promise((r) => setTimeout(r, 1000))]) };
  };
  const [saveSent, reloadSent, lookupSent, reloadAnswered] = [step(), step(), step(), step()];
  await page.route("**/admin/posts/new.data*", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && request.postData()?.includes("intent=render")) {
      await saveSent.reached;
      return route.fallback();
    }
    if (request.method() === "POST") {
      saveSent.done();
      await reloadSent.reached;
      return route.fallback();
    }
    reloadSent.done();
    await lookupSent.reached;
    const response = await route.fetch();
    await route.fulfill({ response });
    reloadAnswered.done();
  });
  await page.route("**/__manifest*", async (route) => {
    lookupSent.done();
    await reloadAnswered.reached;
    await route.fallback();
  });
  await page.getByLabel("Title", { exact: true }).fill(`Preview on its way ${word}`);
  await page.getByLabel("Summary", { exact: true }).fill("Published as the preview was asked.");
  await page.getByLabel("Cover image", { exact: true }).fill("/images/blog/post-1.svg");
  await page.getByLabel("Alt text", { exact: true }).fill("An abstract cover drawing.");
  const previewAsked = page.waitForRequest(
    (request) => request.method() === "POST" && /intent=render/.test(request.postData() ?? ""),
  );
  await page.getByLabel("Body", { exact: true }).fill(`Typed, previewed, published (${word}).`);
  await previewAsked;
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Published. It is live now.");
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\?saved=publish/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Preview on its way ${word}`);
});

/** Opens an editor from its list: the link named `name` on `list`. */
const fromList = (list: string, name: string) => async (page: Page) => {
  await page.goto(list);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
};

// Items no other spec edits. Each case: the editor, its save button and notice, a field the
// first save changes (typed with spaces the server trims), and a field typed while that
// save's data is held (the one that names the item in its list, when it has one: a run
// that fails before putting things back leaves the first field changed, not the name).
const editors = [
  {
    name: "a project",
    open: fromList("/admin/projects", "Northwind Analytics"),
    save: "Publish",
    saved: "Published. It is live now.",
    normalised: "Client",
    typed: "Title",
  },
  {
    name: "a service",
    open: fromList("/admin/services", "Custom Website"),
    save: "Save",
    saved: "Saved. The site shows it now.",
    normalised: "Summary",
    typed: "Title",
  },
  {
    name: "a team member",
    open: fromList("/admin/team", "Amara Okafor"),
    save: "Save",
    saved: "Saved. The site shows it now.",
    normalised: "Role",
    typed: "Name",
  },
  {
    name: "a plan",
    open: fromList("/admin/pricing", "Web Support"),
    save: "Save",
    saved: "Saved. The home page shows it now.",
    normalised: "Button label",
    typed: "Title",
  },
  {
    name: "a legal page",
    open: fromList("/admin/pages", "Terms of Use"),
    save: "Save",
    saved: "Saved. The public page shows it now, with today as 'Last updated'.",
    normalised: "Meta description",
    typed: "Title",
  },
  {
    name: "a page's copy",
    open: fromList("/admin/pages", "Contact page"),
    save: "Save",
    saved: "Saved. The public page shows it now.",
    normalised: "Phone card: title",
    typed: "Phone card: text",
  },
];

for (const { name, open, ...editor } of editors) {
  test(`typing while ${name}'s save reloads: kept, and the next save stores it`, async ({
    page,
    openConsoleAs,
  }) => {
    await openConsoleAs("owner");
    await open(page);
    await typeWhileSaveReloads(page, editor);
  });
}
