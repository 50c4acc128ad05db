import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures.ts";

/** The console in the browser: users made by `npm run users`, as an operator makes them. */

export interface ConsoleAccount {
  email: string;
  password: string;
}

/** The e2e server's database, unless a spec runs servers of its own. */
const E2E_DATABASE = () => `file:${process.env.E2E_DATABASE_FILE}`;

function usersCli(args: string[], input?: string, databaseUrl = E2E_DATABASE()): string {
  return execFileSync("npm", ["run", "-s", "users", "--", ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
    input,
  });
}

/** A fresh account of the given role (each test its own, as projects run the same tests). */
export function addConsoleUser(
  role: "owner" | "editor",
  project: string,
  databaseUrl?: string,
): ConsoleAccount {
  const email = `${role}.${project}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const password = `pass phrase ${Math.random().toString(36).slice(2)}`;
  usersCli(["add", email, "--role", role], `${password}\n`, databaseUrl);
  return { email, password };
}

export function disableConsoleUser(email: string) {
  usersCli(["disable", email]);
}

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
