import { readFileSync } from "node:fs";
import { subscribersCopy } from "../../app/admin/subscribers/subscribers-words.ts";
import { newsletterPageCopy } from "../../app/content/newsletter.ts";
import { openE2eDatabase } from "./support/database.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { openConsoleMenu } from "./support/console.ts";

// Newsletter double opt-in in the browser: a visitor subscribes in
// the footer, confirms with the e-mail's link (read from the outbox, as the
// relay would send it), shows up confirmed in /admin/subscribers, exports,
// unsubscribes with the e-mail's other link, and an editor removes the address.

/** The e-mail's link to `page` (confirm or unsubscribe), as a path, and its List-Unsubscribe header. */
function mailTo(email: string) {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare("select payload from mail_outbox where kind = ? order by created_at desc")
      .all("newsletter-confirmation") as { payload: string }[];
    const message = rows
      .map(
        (row) =>
          JSON.parse(row.payload) as {
            to?: string;
            text: string;
            headers?: Record<string, string>;
          },
      )
      .find((m) => m.to === email);
    if (!message) throw new Error(`No confirmation e-mail to ${email}`);
    const link = (page: string) => {
      const url = new RegExp(`https?://\\S+/newsletter/${page}\\?token=\\S+`).exec(message.text)!;
      const parsed = new URL(url[0]);
      return parsed.pathname + parsed.search;
    };
    return { confirm: link("confirm"), unsubscribe: link("unsubscribe"), headers: message.headers };
  } finally {
    db.close();
  }
}

function statusOf(email: string): string | undefined {
  const db = openE2eDatabase();
  try {
    const row = db
      .prepare("select status from newsletter_subscriptions where email = ?")
      .get(email) as { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

test("a visitor subscribes in the footer, confirms by e-mail link, is listed, exported, unsubscribes and is removed", async ({
  page,
  openConsoleAs,
}, info) => {
  // Two sign-ins' worth of pages, four axe runs and a download.
  test.setTimeout(120_000);
  const email = `reader.${info.project.name}.${Date.now()}@example.com`;

  await page.goto("/home-two/about");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Please check your inbox/).first()).toBeVisible();
  await expect.poll(() => statusOf(email)).toBe("pending");

  const links = mailTo(email);
  expect(links.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  await page.goto(links.confirm);
  await expect(
    page.getByRole("heading", { level: 2, name: newsletterPageCopy.confirm.confirmed.heading }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    newsletterPageCopy.confirm.title,
  );
  expect(statusOf(email)).toBe("confirmed");
  await expectNoAxeViolations(page);

  await openConsoleAs("editor");
  await openConsoleMenu(page);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Subscribers" })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await page.getByLabel(subscribersCopy.searchLabel).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Confirmed");
  await expect(page.getByText(subscribersCopy.count(1), { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFid,email,status,createdAt,confirmedAt,unsubscribedAt,expiresAt,captcha",
  );
  expect(csv).toContain(`,${email},confirmed,`);

  // The e-mail's unsubscribe link: one GET asks, the button unsubscribes.
  await page.goto(links.unsubscribe);
  await expect(
    page.getByRole("heading", { name: newsletterPageCopy.unsubscribe.ask.heading }),
  ).toBeVisible();
  expect(statusOf(email)).toBe("confirmed");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("heading", { name: newsletterPageCopy.unsubscribe.done.heading }),
  ).toBeVisible();
  expect(statusOf(email)).toBe("unsubscribed");
  await expectNoAxeViolations(page);

  // Back in the console: listed as unsubscribed, then removed after a confirmation step.
  await page.goto(`/admin/subscribers?status=unsubscribed&q=${encodeURIComponent(email)}`);
  await expect(row).toContainText("Unsubscribed");
  await row.getByRole("link", { name: subscribersCopy.removeLabel(email) }).click();
  await expect(
    page.getByRole("heading", { name: subscribersCopy.confirmRemove.heading }),
  ).toBeVisible();
  // Focus moves to the question, not left on the link above the fold.
  await expect(
    page.getByRole("region", { name: subscribersCopy.confirmRemove.heading }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: subscribersCopy.confirmRemove.button }).click();
  await expect(page.getByRole("status").filter({ hasText: subscribersCopy.removed })).toBeVisible();
  await expect(page.getByText(subscribersCopy.empty)).toBeVisible();
  expect(statusOf(email)).toBeUndefined();
});

test("a wrong or spent confirmation link says so on a page without errors", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 400 \(Bad Request\) \[[^\]]*\/newsletter\/confirm[^\]]*\]$/);
  await page.goto("/newsletter/confirm?token=not-a-token");
  await expect(
    page.getByRole("heading", { name: newsletterPageCopy.confirm.invalid.heading }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up Again" })).toBeVisible();
  await expectNoAxeViolations(page);
});
