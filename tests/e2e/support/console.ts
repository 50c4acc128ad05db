import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { ConsoleAccount } from "./console-users.ts";
import { expect } from "./fixtures.ts";

export { addConsoleUser, disableConsoleUser, type ConsoleAccount } from "./console-users.ts";

/** The console in the browser: signing in through the form, its menu, the editor's upload. */

export async function signInToConsole(page: Page, account: ConsoleAccount) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

/** Chrome reports the sign-in form's refusals (401, 429) as failed loads: expected there. */
export const REFUSED_SIGN_IN = /status of (401|429) \([^)]+\) \[[^\]]*\/admin\/login(\.data)?\]$/;

/** The console's navigation: in a disclosure menu on narrow screens. */
export async function openConsoleMenu(page: Page) {
  const menu = page.locator("summary", { hasText: "Menu" });
  const closed = (await menu.locator("xpath=..").getAttribute("open")) === null;
  if ((await menu.isVisible()) && closed) await menu.click();
}

/** Uploads a plain 1200 × 700 PNG of one colour as the editor's cover image. */
export async function uploadCover(page: Page, name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 700, channels: 3, background } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a new cover image")
    .setInputFiles({ name, mimeType: "image/png", buffer });
}
