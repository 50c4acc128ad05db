import type { Page, Route } from "@playwright/test";
import { storedEnquiries } from "./support/enquiries-cli.ts";
import { expect, test } from "./support/fixtures.ts";
import { PHONE } from "./support/tags.ts";

// Static islands (app/lib/static-island.tsx, docs/decisions/015-static-islands.md):
// sections kept as server HTML, with no code of their own until they need it.

const unique = () => `island.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

/** Every script file the page requested, by its name before the hash. */
function scriptsRequested(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("request", (request) => {
    const match = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(request.url());
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

/** Holds back requests for a script until `release()`, to act in the window before it runs. */
async function holdScript(page: Page, name: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(name, (route) => (released ? route.continue() : held.push(route)));
  return {
    waitForRequest: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** A mark on the current document: it survives client-side navigations only. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark);

test("the home page loads no code for its static sections, nor for the form and slider below the fold", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The listener does see the page's scripts by these names (the app's entry and root).
  expect(scripts).toContain("entry.client");
  expect(scripts).toContain("root");
  for (const name of ["features", "intro", "text-band", "pricing", "footer-parts"])
    expect(scripts, `${name} is static`).not.toContain(name);
  for (const name of ["contact-form", "services-slider", "slider", "form-validators"])
    expect(scripts, `${name} waits for the visitor`).not.toContain(name);
  // The HTML is all there, styled and in place.
  await expect(page.locator("#pricing-title")).toBeAttached();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "About Us" }),
  ).toBeAttached();
});

test("a post's page loads no code for its sidebar, comments and links, nor for the comment form until it is near", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto("/blog-details");
  await page.waitForLoadState("networkidle");
  expect(scripts).toContain("blog-details");
  for (const name of ["blog-sidebar", "comment-list", "article-footer", "share-links"])
    expect(scripts, `${name} is static`).not.toContain(name);
  for (const name of ["comment-form", "use-validated-form", "form-validators"])
    expect(scripts, `${name} waits for the visitor`).not.toContain(name);
  await expect(page.getByRole("search")).toBeAttached();
  await expect(page.locator("#comment-heading")).toBeAttached();
});

test(
  "a page that is only looked at loads nothing after it hydrates; the first input brings the page-wide behaviours",
  PHONE,
  async ({ page, isMobile }) => {
    const scripts = scriptsRequested(page);
    // "commit": handed over at once, before the fixture's pointer comes over the page.
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    // Not the behaviours, nor the rotator (CSS alone); on a phone, where no
    // island is near at first, no island's handover either.
    const waiting = ["page-behaviours", "banner-rotator", "use-scrolled-past"];
    if (isMobile) waiting.push("island-handover");
    for (const name of waiting) expect(scripts, `${name} waits for an input`).not.toContain(name);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))).toBe(
      false,
    );
    await page.mouse.wheel(0, 200);
    await page.waitForSelector("html[data-enhanced]", { state: "attached" });
    expect(scripts).toContain("page-behaviours");
  },
);

test("before the behaviours are in, a static link is followed as a plain link", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const behaviours = await holdScript(page, /\/page-behaviours-[\w-]{8}\.js$/);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(await documentMark(page), "a new document").toBeUndefined();
  await behaviours.release();
});

test(
  "the wide screens' menu hydrates with the page where it shows, and a phone never downloads it",
  PHONE,
  async ({ page, isMobile }) => {
    const scripts = scriptsRequested(page);
    // Whether the menu's module was in when the page became interactive.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        (window as unknown as { navAtHydration: boolean }).navAtHydration = performance
          .getEntriesByType("resource")
          .some((entry) => /\/desktop-nav-[\w-]{8}\.js$/.test(entry.name));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const navAtHydration = await page.evaluate(
      () => (window as unknown as { navAtHydration?: boolean }).navAtHydration,
    );
    if (isMobile) {
      expect(scripts).not.toContain("desktop-nav");
      expect(navAtHydration).toBe(false);
      return;
    }
    expect(navAtHydration).toBe(true);
    // Live from the first moment: a pointer already resting on an entry opens it.
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Services",
      exact: true,
    });
    await services.hover();
    await expect(page.locator("#services-menu")).toBeVisible();
  },
);

test("a screen that becomes wide after loading wakes the wide screens' menu", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const scripts = scriptsRequested(page);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(scripts).not.toContain("desktop-nav");
  await page.setViewportSize({ width: 1440, height: 900 });
  const toggle = page.getByRole("button", { name: "Services submenu" });
  // Until its code is in, the kept menu's links work and its toggle does nothing.
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(page.locator("#services-menu")).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(scripts).toContain("desktop-nav");
});

test("a link in a static section navigates inside the page, without a new document", async ({
  page,
}) => {
  await page.goto("/");
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(await documentMark(page)).toBe(1);
});

test("a modified click on a static link keeps the browser's behaviour", async ({ page }) => {
  await page.goto("/");
  const popup = page.context().waitForEvent("page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "About Us" })
    .click({ modifiers: ["ControlOrMeta"] });
  await (await popup).close();
  await expect(page).toHaveURL(/\/$/);
});

test("static sections reached by a client-side navigation render in full", async ({ page }) => {
  await page.goto("/about");
  await markDocument(page);
  await page.locator('header a[href="/"]').first().click(); // the logo
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#pricing-title")).toBeVisible();
  await expect(page.locator("#features-title")).toBeVisible();
  await expect(page.locator('form[data-form="contact"]')).toBeAttached();
  expect(await documentMark(page)).toBe(1);
});

test(
  "the footer follows a navigation to its second variant and back",
  PHONE,
  async ({ page, isMobile }) => {
    await page.goto("/");
    await markDocument(page);
    const footer = page.getByRole("contentinfo");
    const newsletter = footer.getByRole("form", { name: "Newsletter" });
    await expect(newsletter).toHaveCount(0);
    // The header's link to the second home page sits in the Home menu of the
    // menu this screen shows; a panel joins the page when first opened.
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const panel = page.getByRole("dialog", { name: "Menu" });
      await panel.getByRole("button", { name: "Home", exact: true }).click();
      await panel.locator('a[href="/home-two"]').click();
    } else {
      // By keyboard: a pointer would also open the panel by hovering, and a click
      // landing after the hover would close it again.
      await page.getByRole("button", { name: "Home submenu" }).focus();
      await page.keyboard.press("Enter");
      await page.locator('header nav a[href="/home-two"]').click();
    }
    await expect(page).toHaveURL(/\/home-two$/);
    await expect(newsletter).toBeVisible();
    // The second footer's latest posts came with the navigation (the root loader revalidates).
    await expect(
      footer.getByRole("region", { name: "Recent Posts" }).getByRole("link"),
    ).toHaveCount(2);
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(newsletter).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "About Us" })).toBeVisible();
    expect(await documentMark(page)).toBe(1);
  },
);

test("the enquiry form comes alive as the visitor nears it, keeping what was typed and the caret", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  const formCode = await holdScript(page, /\/assets\/contact-form-[\w-]{8}\.js$/);
  await page.goto("/");
  const form = page.locator('form[data-form="contact"]');
  expect(scripts).not.toContain("contact-form");
  await expect(form).not.toHaveAttribute("data-live");

  // Tapping into the kept HTML asks for the code; the visitor goes on typing meanwhile.
  await form.getByLabel("Your Name").click();
  await formCode.waitForRequest();
  expect(scripts).toContain("contact-form");
  await page.keyboard.type("Ana Sou");
  await formCode.release();
  await expect(form).toHaveAttribute("data-live", "");
  await expect(form.getByLabel("Your Name")).toBeFocused();
  await page.keyboard.type("za");
  await expect(form.getByLabel("Your Name")).toHaveValue("Ana Souza");

  const email = unique();
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("(307) 555-0199");
  await form.getByLabel("Your Area").fill("A shop for our bakery.");
  await form.getByRole("button", { name: "Connect Now" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  expect(storedEnquiries().find((e) => e.email === email)).toMatchObject({
    name: "Ana Souza",
    message: "A shop for our bakery.",
  });
});

test("scrolling near a form or slider loads its code before the visitor reaches it", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto("/");
  await page.locator("#services-title").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.has("services-slider")).toBe(true);
  await page.locator('form[data-form="contact"]').scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-form="contact"]')).toHaveAttribute("data-live", "");
});

test("a press on a kept form's button is not lost when the form's code arrives between press and release", async ({
  page,
}) => {
  // One pointer path is enough; the desktop one is exact (no phone tag).
  const formCode = await holdScript(page, /\/assets\/contact-form-[\w-]{8}\.js$/);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  const form = page.locator('form[data-form="contact"]');
  const email = unique();
  await form.getByLabel("Your Name").fill("Ana Souza");
  await form.getByLabel("Your Email").fill(email);
  await form.getByLabel("Your Number").fill("(307) 555-0199");
  await form.getByLabel("Your Area").fill("Pressed while the code arrived.");
  await formCode.waitForRequest();

  const button = form.getByRole("button", { name: "Connect Now" });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await formCode.release();
  // The code is in (the same module, imported again, has run), and the form
  // is still the kept one while the button is held.
  const moduleUrl = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .find((e) => /\/assets\/contact-form-[\w-]+\.js$/.test(e.name))?.name ?? null,
    );
  await expect.poll(moduleUrl).not.toBeNull();
  await page.evaluate(
    async (url) => {
      await import(/* @vite-ignore */ url);
      // The island's own import settles with ours; what it does next (swap the
      // form, or wait for the release) runs in promise callbacks and at most a
      // render task after. Two frames later that has all happened.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    (await moduleUrl())!,
  );
  await expect(form).not.toHaveAttribute("data-live");
  await page.mouse.up();

  // The click reached the kept form, which posted itself; nothing was sent twice.
  await expect(page.locator('form[data-form="contact"]').getByRole("status")).toContainText(
    "Your message has been sent",
  );
  expect(posts).toEqual(["/"]);
  expect(storedEnquiries().filter((e) => e.email === email)).toHaveLength(1);
});
