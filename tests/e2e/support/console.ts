import type { Page, Route } from "@playwright/test";
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

/**
 * Holds the next load of the page's data (the GET of a `.data`, as after a save) until the
 * test lets it go: `held` answers, once it is held, with its release.
 */
export async function holdNextDataLoad(page: Page) {
  let hold!: (release: () => Promise<void>) => void;
  const held = new Promise<() => Promise<void>>((resolve) => (hold = resolve));
  const data = (url: URL) => url.pathname.endsWith(".data");
  let holding = true;
  const handler = async (route: Route) => {
    if (!holding || route.request().method() !== "GET") return route.fallback();
    holding = false;
    hold(async () => {
      await route.continue();
      await page.unroute(data, handler);
    });
  };
  await page.route(data, handler);
  return { held };
}

/**
 * An editor's save, and a change typed before the page's data is back from it (held until
 * then, so the race happens every time). The save changes `normalised` (a field's label),
 * typed with spaces around it: the form then shows it as stored, without them, and keeps
 * what was typed into `typed` meanwhile; the next save is not refused and stores it. Both
 * fields are then put back as they were.
 */
export async function typeWhileSaveReloads(
  page: Page,
  {
    save,
    saved,
    normalised,
    typed,
  }: { save: string; saved: string; normalised: string; typed: string },
) {
  const button = page.getByRole("button", { name: save, exact: true });
  const first = page.getByLabel(normalised, { exact: true });
  const second = page.getByLabel(typed, { exact: true });
  const firstBefore = await first.inputValue();
  const secondBefore = await second.inputValue();
  const firstSaved = `${firstBefore} (saved)`.trim();
  const secondTyped = `${secondBefore} (typed while saving)`.trim();
  // What a save answered: a refusal (409, 422) is 400 or more.
  const saveAnswered = () =>
    page.waitForResponse((response) => response.request().method() === "POST");

  await first.fill(`  ${firstSaved}  `);
  const { held } = await holdNextDataLoad(page);
  await button.click();
  const release = await held;
  await second.fill(secondTyped);
  await release();
  await expect(page.getByRole("status")).toHaveText(saved);
  await expect(first).toHaveValue(firstSaved);
  await expect(second).toHaveValue(secondTyped);
  await expect(second).toBeFocused();

  const answer = saveAnswered();
  await button.click();
  expect((await answer).status()).toBeLessThan(400);
  await page.reload();
  await expect(first).toHaveValue(firstSaved);
  await expect(second).toHaveValue(secondTyped);

  // As it was, for every other test.
  await first.fill(firstBefore);
  await second.fill(secondBefore);
  const restored = saveAnswered();
  await button.click();
  expect((await restored).status()).toBeLessThan(400);
}
