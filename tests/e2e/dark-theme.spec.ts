import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { PHONE, PHONE_ONLY } from "./support/tags.ts";

// The dark theme: it follows the system until the visitor picks a
// theme with the toggle in the header or the mobile menu; the choice lives in
// the `theme` cookie, which the server writes onto <html> (server/http/theme.ts).

test.use({ colorScheme: "dark" });

/** WCAG relative luminance of a computed colour: 0 is black, 1 is white. */
async function luminance(locator: Locator, property: "backgroundColor" | "color") {
  return locator.evaluate((element, name) => {
    const colour = getComputedStyle(element)[name];
    const channels = colour.match(/[\d.]+/g)!.slice(0, 3);
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, property);
}

const body = (page: Page) => page.locator("body");
// The first contact card of /contact: a raised card on the page.
const card = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Phone" }) });
const header = (page: Page) => page.getByRole("banner");
const toDark = (scope: Page | Locator) =>
  scope.getByRole("button", { name: "Switch to dark theme" });
const toLight = (scope: Page | Locator) =>
  scope.getByRole("button", { name: "Switch to light theme" });

/** Where the toggle is: in the header from 640 px, in the menu on phones (opened here). */
async function toggleScope(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return header(page);
  const menu = page.getByRole("dialog", { name: "Menu" });
  if (!(await menu.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  return menu;
}

async function expectDark(page: Page) {
  expect(await luminance(body(page), "backgroundColor")).toBeLessThan(0.02);
  expect(await luminance(body(page), "color")).toBeGreaterThan(0.8);
}
async function expectLight(page: Page) {
  expect(await luminance(body(page), "backgroundColor")).toBeGreaterThan(0.9);
  expect(await luminance(body(page), "color")).toBeLessThan(0.02);
}

test(
  "with the system set to dark and no choice made, the page and its cards are dark",
  PHONE,
  async ({ page, isMobile }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    await expectDark(page);
    const surface = await luminance(body(page), "backgroundColor");
    const raised = await luminance(card(page), "backgroundColor");
    // A card stands a step above the page, and its text is light.
    expect(raised).toBeGreaterThan(surface);
    expect(raised).toBeLessThan(0.05);
    expect(await luminance(card(page).getByRole("link"), "color")).toBeGreaterThan(0.8);
    // Form controls and scrollbars follow.
    expect(await page.locator("html").evaluate((el) => getComputedStyle(el).colorScheme)).toBe(
      "dark",
    );
    // The toggle offers the way back to light.
    const toggle = await toggleScope(page, isMobile);
    await expect(toLight(toggle)).toBeVisible();
    await expect(toDark(toggle)).toBeHidden();
  },
);

test("the service page's step figures stay a faint tint of their card, not the loudest thing in it", async ({
  page,
}) => {
  await page.goto("/service/1");
  const step = page.locator("[data-step]").first();
  const stepCard = step.locator("xpath=..");
  const figure = await luminance(step, "color");
  const ground = await luminance(stepCard, "backgroundColor");
  const title = await luminance(stepCard.getByRole("heading"), "color");
  // WCAG contrast of the figure on its card: a watermark (as #ebe7ff on white in light), far
  // below the step's title.
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  expect(contrast(figure, ground)).toBeLessThan(1.6);
  expect(contrast(title, ground)).toBeGreaterThan(7);
});

test("with the system set to light and no choice made, the page stays light", async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/contact");
  await expectLight(page);
  await expect(toDark(await toggleScope(page, isMobile))).toBeVisible();
});

// Phones have the toggle in the menu (tested below).
test.describe("header toggle", () => {
  test("switches to light and back in place, keeps focus and remembers the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    // Marks this document: a reload would lose it.
    await page.evaluate(() => document.body.setAttribute("data-same-document", ""));

    await toLight(header(page)).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expectLight(page);
    await expect(toDark(header(page))).toBeFocused();
    expect(await toDark(header(page)).evaluate((el) => el.matches(":focus-visible"))).toBe(true);

    const cookie = (await context.cookies()).find((c) => c.name === "theme");
    expect(cookie).toMatchObject({ value: "light", path: "/", sameSite: "Lax" });
    const year = 365 * 24 * 60 * 60;
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + year))).toBeLessThan(60 * 60);

    await toDark(header(page)).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectDark(page);
    await expect(toLight(header(page))).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
    await expect(body(page)).toHaveAttribute("data-same-document", "");
  });
});

test("a choice survives a reload and is painted before any script runs", async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await toDark(await toggleScope(page, isMobile)).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // Scripts are held back: what shows is the server's HTML and the stylesheet alone.
  await page.route(/\.js(\?|$)/, () => {});
  await page.reload({ waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expectDark(page);

  // And once the scripts run, the page keeps it.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expectDark(page);
});

// The mobile menu shows below the xl breakpoint.
test.describe("mobile menu", PHONE_ONLY, () => {
  test("its toggle switches the theme and keeps focus in the menu", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await toLight(panel).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(toDark(panel)).toBeFocused();
    await expect(panel).toBeVisible();
    await toDark(panel).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toLight(panel)).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  // On phones the toggle is in the menu, which needs JavaScript: this is the wide header's.
  test.use({ javaScriptEnabled: false });

  test("the toggle posts the choice and comes back to the same page in it", async ({ page }) => {
    await page.goto("/contact");
    await expectDark(page);
    await toLight(header(page)).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expectLight(page);

    await toDark(header(page)).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectDark(page);
  });
});

test("the console stays light whatever the theme", async ({ page, openConsoleAs }) => {
  await openConsoleAs("editor");
  const frame = page.locator("#console-main").locator("xpath=..");
  expect(await luminance(frame, "backgroundColor")).toBeGreaterThan(0.9);
  expect(await luminance(body(page), "color")).toBeLessThan(0.05);
  expect(await luminance(page.getByRole("heading", { level: 1 }), "color")).toBeLessThan(0.05);
});

// axe in the dark theme on every screen: screens.spec.ts.
