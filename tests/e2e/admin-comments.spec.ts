import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

async function leaveComment(page: Page, name: string, text: string) {
  await page.goto("/blog-details");
  const form = page.locator('form[data-form="comment"]');
  await form.getByLabel("Your Name").fill(name);
  await form
    .getByLabel("Your Email")
    .fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
  await form.getByLabel("Your Comment", { exact: true }).fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(
    page.getByText("It will appear on the page once a moderator has approved it."),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
}

/** Names take no digits: the run's time in letters keeps a retry's names apart from the first try's. */
const lettersOf = (n: number) =>
  n.toString(26).replace(/\d/g, (d) => "qrstuvwxyz".charAt(Number(d)));

test("a comment approved in the console appears on the post page; a rejected one never does", async ({
  page,
  openConsoleAs,
}, info) => {
  // Two comments and two decisions: slow on a busy host.
  test.setTimeout(90_000);
  const tag = `${info.project.name} ${Date.now()}`;
  const kind = `Kind reader ${info.project.name} ${lettersOf(Date.now())}`;
  const rude = `Rude reader ${info.project.name} ${lettersOf(Date.now())}`;
  await leaveComment(page, kind, `Thanks, this helped (${tag}).`);
  await leaveComment(page, rude, `Nonsense (${tag}).`);

  await openConsoleAs("editor");
  await page.goto("/admin/comments");
  await expectNoAxeViolations(page);
  const approve = page.getByRole("button", {
    name: `Approve the comment by ${kind}`,
  });
  await approve.click();
  await expect(page.getByRole("status")).toHaveText("Comment approved: it is on the post now.");
  await page.getByRole("button", { name: `Reject the comment by ${rude}` }).click();
  await expect(page.getByRole("status")).toHaveText("Comment rejected.");

  await page.goto("/blog-details");
  await expect(page.getByText(`Thanks, this helped (${tag}).`)).toBeVisible();
  await expect(page.getByText(`Nonsense (${tag}).`)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^\d+ Comments?$/ })).toBeVisible();
});
