import type { Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { accountCopy, codeStepCopy, forgotCopy } from "../../app/admin/account/account-words.ts";
import { inviteCopy } from "../../app/admin/users/users-words.ts";
import { openE2eDatabase } from "./support/database.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import {
  addConsoleUser,
  openConsoleMenu,
  signInToConsole,
  type ConsoleAccount,
} from "./support/console.ts";

// The console's account side in the browser: an invitation, a
// forgotten password and TOTP two-factor, each end to end, links read from
// the outbox as the relay would send them.

/** The one-time link of the newest e-mail of `kind` to `to`, as a path. */
function linkFromOutbox(kind: string, to: string): string {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare("select payload from mail_outbox where kind = ? order by created_at desc")
      .all(kind) as { payload: string }[];
    const message = rows
      .map((row) => JSON.parse(row.payload) as { to?: string; text: string })
      .find((m) => m.to === to);
    if (!message) throw new Error(`No ${kind} e-mail to ${to}`);
    const url = /https?:\/\/\S+\/admin\/(?:invitation|reset-password)\?token=\S+/.exec(
      message.text,
    )![0];
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } finally {
    db.close();
  }
}

async function signOut(page: Page) {
  await openConsoleMenu(page);
  await page
    .getByRole("button", { name: "Sign out", exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password", { exact: true }).fill(password);
}

test("an owner invites an editor, who accepts by e-mail link and signs in", async ({
  page,
  expectConsoleErrors,
}, info) => {
  test.setTimeout(90_000);
  // A used link answers 410 Gone, which Chrome reports as a failed load.
  expectConsoleErrors(/status of 410 \(Gone\) \[[^\]]*\/admin\/invitation\?token=/);
  const owner = addConsoleUser("owner", info.project.name);
  await signInToConsole(page, owner);
  await page.goto("/admin/users");
  const email = `invited.${info.project.name}.${Date.now()}@example.com`;
  const invite = page.getByRole("region", { name: inviteCopy.heading });
  await invite.getByLabel("Email", { exact: true }).fill(email);
  await invite.getByLabel("Role", { exact: true }).selectOption("editor");
  await invite.getByRole("button", { name: inviteCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(inviteCopy.sent(email));
  await expect(page.locator("li", { hasText: email })).toContainText(inviteCopy.invited);
  await expectNoAxeViolations(page);
  await signOut(page);

  const link = linkFromOutbox("console-invitation", email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the console");
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  const invited: ConsoleAccount = { email, password: "my own invited phrase" };
  await choosePassword(page, invited.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=invited$/);
  await expect(page.getByRole("status")).toContainText("Your account is ready");
  await signInToConsole(page, invited);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  await expectNoAxeViolations(page);
});

test("a forgotten password is reset through an e-mailed link", async ({ page }, info) => {
  test.setTimeout(90_000);
  const editor = addConsoleUser("editor", info.project.name);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: accountCopy.forgotLink }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel("Email", { exact: true }).fill(editor.email);
  await page.getByRole("button", { name: forgotCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(forgotCopy.sent);
  await expectNoAxeViolations(page);

  await page.goto(linkFromOutbox("password-reset", editor.email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expectNoAxeViolations(page);
  const fresh = { email: editor.email, password: "a brand new pass phrase" };
  await choosePassword(page, fresh.password);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=reset$/);
  await signInToConsole(page, fresh);
});

test("two-factor sign-in: turned on with an authenticator code, then asked for at sign-in", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const editor = addConsoleUser("editor", info.project.name);
  await signInToConsole(page, editor);
  await openConsoleMenu(page);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Your account" })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: accountCopy.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByRole("button", { name: accountCopy.twoFactor.start }).click();
  await expect(page.getByRole("img", { name: accountCopy.twoFactor.qrAlt })).toBeVisible();
  const uri = await page.locator('input[name="uri"]').inputValue();
  const secret = new URL(uri).searchParams.get("secret")!;
  // Shown in groups of four for reading.
  const grouped = secret.replace(/(.{4})(?=.)/g, "$1 ");
  await expect(page.getByText(grouped, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await page.getByLabel("Code", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: accountCopy.twoFactor.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(accountCopy.twoFactor.enabled);
  await expect(page.getByRole("list", { name: accountCopy.twoFactor.backupHeading })).toBeVisible();
  await expect(
    page.getByRole("list", { name: accountCopy.twoFactor.backupHeading }).getByRole("listitem"),
  ).toHaveCount(10);
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/code$/);
  await expect(page.getByRole("heading", { level: 1, name: codeStepCopy.heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Code", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: codeStepCopy.submit }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a password reset and a two-factor sign-in still work as plain forms", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const editor = addConsoleUser("editor", info.project.name);
    await page.goto("/admin/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(editor.email);
    await page.getByRole("button", { name: forgotCopy.submit }).click();
    await expect(page.getByRole("status")).toHaveText(forgotCopy.sent);
    await page.goto(linkFromOutbox("password-reset", editor.email));
    const fresh = { email: editor.email, password: "no script pass phrase" };
    await choosePassword(page, fresh.password);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?done=reset$/);
    await signInToConsole(page, fresh);

    await page.goto("/admin/account");
    await page.getByLabel("Password", { exact: true }).fill(fresh.password);
    await page.getByRole("button", { name: accountCopy.twoFactor.start }).click();
    const uri = await page.locator('input[name="uri"]').inputValue();
    const totp = new TOTP({ secret: new URL(uri).searchParams.get("secret")!, digits: 6 });
    await page.getByLabel("Code", { exact: true }).fill(totp.generate());
    await page.getByRole("button", { name: accountCopy.twoFactor.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(accountCopy.twoFactor.enabled);

    await signOut(page);
    await page.getByLabel("Email").fill(fresh.email);
    await page.getByLabel("Password").fill(fresh.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/login\/code$/);
    await page.getByLabel("Code", { exact: true }).fill(totp.generate());
    await page.getByRole("button", { name: codeStepCopy.submit }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
