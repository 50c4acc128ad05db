import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

// The desktop menu's dropdowns (spec §2): what the Services panel
// lists, how a mouse reaches it, and how a keyboard opens and leaves it.
// The desktop menu shows from the xl breakpoint (1280 px): no phone tag.

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const servicesLink = (page: Page) => nav(page).getByRole("link", { name: "Services", exact: true });
const servicesToggle = (page: Page) => nav(page).getByRole("button", { name: "Services submenu" });
const panel = (page: Page) => page.locator("#services-menu");

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Puts the pointer on the Services trigger, as a visitor would, and waits for the panel. */
async function hoverServices(page: Page) {
  const { x, y } = await centre(servicesLink(page));
  await page.mouse.move(x, y, { steps: 5 });
  await expect(panel(page)).toBeVisible();
}

test("the Services panel lists the three groups and the service ids of spec §2", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(panel(page)).toBeHidden();
  await hoverServices(page);
  await expect(panel(page).getByRole("heading")).toHaveText([
    "Development",
    "Design & Branding",
    "Digital Marketing",
  ]);
  const entries = await panel(page)
    .locator("a:has(span)")
    .evaluateAll((links) =>
      links.map((a) => [a.querySelector("span")!.textContent, a.getAttribute("href")]),
    );
  expect(entries).toEqual([
    ["Custom Website", "/service/1"],
    ["Mobile App", "/service/2"],
    ["Cross Platform Development", "/service/3"],
    ["E-Commerce", "/service/6"],
    ["AI Integration", "/service/10"],
    ["UI/UX Design", "/service/4"],
    ["Website Design", "/service/1"],
    ["Mobile App Design", "/service/2"],
    ["Business Portfolio", "/service/7"],
    ["MVP for Startups", "/service/8"],
    ["Branding & Identity", "/service/9"],
    ["SEO", "/service/5"],
    ["SMO", "/service/5"],
    ["Content Marketing", "/service/9"],
    ["Conversion Optimization", "/service/9"],
  ]);
});

for (const width of [1440, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The far corners of the panel: the pointer's straight line to them leaves
    // the trigger sideways and crosses the neighbouring entries on its way.
    const targets = [
      { entry: /^Conversion Optimization/, url: /\/service\/9$/, side: "right" },
      { entry: /^AI Integration/, url: /\/service\/10$/, side: "left" },
    ];
    for (const { entry, url, side } of targets) {
      test(`the pointer goes from 'Services' diagonally to an entry on the ${side} of the panel and clicks it`, async ({
        page,
      }) => {
        await page.goto("/about");
        await hoverServices(page);
        const link = panel(page).getByRole("link", { name: entry });
        const from = await centre(servicesLink(page));
        const to = await centre(link);
        expect(Math.abs(to.x - from.x), "a diagonal path, not a straight drop").toBeGreaterThan(
          150,
        );
        await page.mouse.move(to.x, to.y, { steps: 40 });
        await expect(panel(page)).toBeVisible();
        await page.mouse.down();
        await page.mouse.up();
        await expect(page).toHaveURL(url);
        await expect(panel(page)).toBeHidden();
      });
    }

    test("the panel starts where the trigger ends: no gap for the pointer to fall through", async ({
      page,
    }) => {
      await page.goto("/about");
      await hoverServices(page);
      const { x, y } = await centre(servicesLink(page));
      const bottom = (await panel(page).boundingBox())!.y + 24;
      // Every point straight down from the trigger into the panel belongs to the entry.
      const outside = await page.evaluate(
        ([px, from, to]) => {
          const entry = document.getElementById("services-menu")!.closest("li")!;
          const gaps: number[] = [];
          for (let py = Math.round(from!); py <= to!; py++) {
            if (!entry.contains(document.elementFromPoint(px!, py))) gaps.push(py);
          }
          return gaps;
        },
        [x, y, bottom],
      );
      expect(outside).toEqual([]);
    });
  });
}

test("closes once the pointer has left trigger and panel together", async ({ page }) => {
  await page.goto("/about");
  await hoverServices(page);
  await page.mouse.move(700, 880, { steps: 10 });
  await expect(panel(page)).toBeHidden();
  await expect(servicesToggle(page)).toHaveAttribute("aria-expanded", "false");
});

test("a neighbouring entry takes over when the pointer rests on it", async ({ page }) => {
  await page.goto("/about");
  await hoverServices(page);
  const { x, y } = await centre(nav(page).getByRole("link", { name: "Blog", exact: true }));
  await page.mouse.move(x, y, { steps: 10 });
  await expect(page.locator("#blog-menu")).toBeVisible();
  await expect(panel(page)).toBeHidden();
});

test("closes when one of its links is followed", async ({ page }) => {
  await page.goto("/about");
  await hoverServices(page);
  await panel(page).getByRole("link", { name: /^SEO/ }).click();
  await expect(page).toHaveURL(/\/service\/5$/);
  await expect(panel(page)).toBeHidden();
});

test("Escape closes a panel opened by hover", async ({ page }) => {
  await page.goto("/about");
  await hoverServices(page);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
});

test("Tab passes a closed entry in two stops: focus alone opens nothing", async ({ page }) => {
  await page.goto("/about");
  await nav(page).getByRole("link", { name: "About Us" }).focus();
  await page.keyboard.press("Tab");
  await expect(servicesLink(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(servicesToggle(page)).toBeFocused();
  await expect(panel(page)).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(nav(page).getByRole("link", { name: "Projects", exact: true })).toBeFocused();
  await expect(panel(page)).toBeHidden();
});

test("Enter, Space and ArrowDown open it; Escape closes it and returns focus to the toggle", async ({
  page,
}) => {
  await page.goto("/about");
  const toggle = servicesToggle(page);
  await toggle.focus();

  for (const key of ["Enter", "Space"]) {
    await page.keyboard.press(key);
    await expect(panel(page), key).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }

  await page.keyboard.press("ArrowDown");
  await expect(panel(page).getByRole("link", { name: /^Custom Website/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(toggle).toBeFocused();

  // On the trigger link itself, Enter still follows the link; ArrowDown opens.
  await servicesLink(page).focus();
  await page.keyboard.press("ArrowDown");
  await expect(panel(page).getByRole("link", { name: /^Custom Website/ })).toBeFocused();
});

test("arrow keys move through the open panel, Tab reaches its links, Enter follows one", async ({
  page,
}) => {
  await page.goto("/about");
  const focused = (name: RegExp) => expect(panel(page).getByRole("link", { name })).toBeFocused();
  await servicesToggle(page).focus();
  await page.keyboard.press("ArrowDown");
  await focused(/^Custom Website/);
  await page.keyboard.press("ArrowDown");
  await focused(/^Mobile App iOS/);
  await page.keyboard.press("ArrowRight");
  await focused(/^UI\/UX Design/);
  await page.keyboard.press("ArrowRight");
  await focused(/^SEO/);
  await page.keyboard.press("ArrowLeft");
  await focused(/^UI\/UX Design/);
  await page.keyboard.press("End");
  await focused(/^Start a project/);
  await page.keyboard.press("ArrowDown");
  await focused(/^Custom Website/);
  await page.keyboard.press("ArrowUp");
  await focused(/^Start a project/);
  await page.keyboard.press("Home");
  await focused(/^Custom Website/);

  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await focused(/^Custom Website/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/service\/1$/);
  await expect(panel(page)).toBeHidden();
});

test("focus leaving an open entry closes it", async ({ page }) => {
  await page.goto("/about");
  await servicesToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(servicesLink(page)).toBeFocused();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(nav(page).getByRole("link", { name: "About Us" })).toBeFocused();
  await expect(panel(page)).toBeHidden();
});

test("a plain dropdown opens and closes the same way", async ({ page }) => {
  await page.goto("/about");
  const { x, y } = await centre(nav(page).getByRole("link", { name: "Blog", exact: true }));
  await page.mouse.move(x, y, { steps: 5 });
  const menu = page.locator("#blog-menu");
  await expect(menu).toBeVisible();
  const target = await centre(menu.getByRole("link", { name: "Blog Details" }));
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/blog-details$/);
  await expect(menu).toBeHidden();

  await nav(page).getByRole("button", { name: "Blog submenu" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "Blog", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "Blog Details" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(nav(page).getByRole("button", { name: "Blog submenu" })).toBeFocused();
});
