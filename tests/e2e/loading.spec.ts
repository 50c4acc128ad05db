import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { PHONE_ONLY } from "./support/tags.ts";

/**
 * How pages load (docs/decisions/014-first-paint-before-scripts.md): the first
 * paint needs only the document, scripts start after it, and the forms' rules
 * arrive when a visitor first uses a form.
 */

const pages = ["/", "/home-two", "/services", "/projects", "/blog", "/contact"];

// A phone's loading is the one that counts (Lighthouse's mobile run; decision 025), and it
// is the same page at 1440 px: these run once, in the mobile project (a Pixel 7, 390 px).
test.describe("on a phone", PHONE_ONLY, () => {
  for (const path of pages) {
    test(`${path} paints from the document alone, and fetches scripts only after the first frame`, async ({
      page,
    }) => {
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      });
      // The browser's first rendering opportunity: the first frame's callbacks
      // run just before that frame is painted (the paint entries below carry the
      // time it reached the screen, which a busy machine can delay a lot).
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
        });
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      await page.waitForLoadState("networkidle");

      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        const firstFrame = (window as { firstFrameAt?: number }).firstFrameAt ?? NaN;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
        return { paint, firstFrame, scripts };
      });
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.firstFrame).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(2);
      for (const script of timing.scripts) {
        expect(script.startTime, `${script.name} started before the first frame`).toBeGreaterThan(
          timing.firstFrame,
        );
        // And after the first contentful paint was on screen, unless that took
        // longer than the second the page waits at most (a busy machine).
        if (timing.paint < 900) {
          expect(script.startTime, `${script.name} started before the first paint`).toBeGreaterThan(
            timing.paint,
          );
        }
      }

      // The styles are in the document; the stylesheet link is there for React, switched off.
      expect(stylesheets).toEqual([]);
      // One stylesheet, inlined (a slider's breakpoints are a small style of their own).
      expect(html.match(/<style data-href="\/assets\//g)).toHaveLength(1);
      expect(html).toMatch(/<link [^>]*rel="stylesheet"[^>]* disabled=""/);
      expect(html).not.toContain('rel="modulepreload"');
      // The manifest (and the icons browsers fetch with it) is linked once the page has loaded.
      expect(html).not.toContain('rel="manifest"');
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/site.webmanifest",
      );
      await expect(page.locator('style[data-href^="/assets/"]')).toHaveCount(1);

      // One font file, the site's own cut (tools/fonts/subset-web-font.ts): every
      // character on the page is in it, so Fontsource's larger files are never asked for.
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.endsWith(".woff2")),
      );
      expect(fonts).toEqual([
        expect.stringMatching(/\/assets\/plus-jakarta-sans-site-[\w-]+\.woff2$/),
      ]);

      // Switched on, that link is fetched, and the listener above sees it.
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          link.disabled = false;
      });
      await expect.poll(() => stylesheets).toContainEqual(expect.stringContaining("/assets/"));
    });
  }

  test("scripts are asked for only once the largest image on the first screen has been painted", async ({
    page,
  }) => {
    // The first card's picture is fetched, as an uploaded one would be (the
    // site's own drawing comes inside the document), and arrives last, as on a
    // slow phone network: the load event comes with it, and its paint a frame or
    // more later. Lighthouse charges every request started before the largest paint to it.
    const first = "/images/projects/northwind-analytics.svg";
    await page.route("**/projects", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /src="data:image\/svg\+xml,[^"]*"/,
        `src="${first}"`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.route(/\/images\/projects\//, async (route) => {
      const late = new URL(route.request().url()).pathname === first;
      await new Promise((resolve) => setTimeout(resolve, late ? 600 : 100));
      await route.continue();
    });
    // Largest paints are handed only to observers (not to getEntriesByType).
    await page.addInitScript(() => {
      const seen: PerformanceEntry[] = [];
      (window as { largestPaints?: PerformanceEntry[] }).largestPaints = seen;
      new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    await page.goto("/projects");
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => {
      const largest = (
        window as { largestPaints?: (PerformanceEntry & { element: Element | null })[] }
      ).largestPaints?.at(-1);
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        largestTag: largest?.element?.tagName,
        largestAt: largest?.startTime ?? NaN,
        scripts: scripts.length,
        firstScriptAt: Math.min(...scripts),
      };
    });
    expect(timing.largestTag).toBe("IMG");
    expect(timing.scripts).toBeGreaterThan(2);
    expect(timing.firstScriptAt).toBeGreaterThan(timing.largestAt);
  });

  test("every CSS animation a page runs changes only opacity and transform, which the compositor runs off the main thread", async ({
    page,
  }) => {
    // A filter, a colour or a size would be animated on the main thread, every
    // frame, for as long as it runs (a blur on the home rotator was 150 ms a second).
    let seen = 0;
    for (const path of [
      "/",
      "/home-two",
      "/about",
      "/services",
      "/projects",
      "/blog",
      "/contact",
    ]) {
      await page.goto(path);
      await page.mouse.wheel(0, 2000);
      const animated = await page.evaluate(() =>
        // Transitions (a hovered link's colour) last a moment, and only on a visitor's move.
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSAnimation)
          .map((animation) => {
            const effect = animation.effect as KeyframeEffect;
            const properties = effect
              .getKeyframes()
              .flatMap((frame) => Object.keys(frame))
              .filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key));
            const name = (animation as CSSAnimation).animationName;
            return { name, properties: [...new Set(properties)] };
          }),
      );
      seen += animated.length;
      for (const { name, properties } of animated) {
        for (const property of properties)
          expect(["opacity", "transform"], `${name} on ${path}`).toContain(property);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  test("the page keeps its styles through client-side navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain("Plus Jakarta Sans");
    await expect(page.locator('style[data-href^="/assets/"]')).toHaveCount(1);
  });

  test("the forms' rules load when a visitor first starts on a form, not before", async ({
    page,
  }) => {
    const rules: string[] = [];
    page.on("request", (request) => {
      if (/form-validators/.test(request.url())) rules.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(rules, "form rules loaded before any interaction").toEqual([]);

    const email = page.getByRole("textbox", { name: "Your Email" });
    await email.focus();
    await expect.poll(() => rules.length).toBe(1);
    await email.fill("not-an-address");
    await email.blur();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("the fallback face sets text at the web font's widths, so the swap moves nothing", async ({
    page,
  }) => {
    await page.goto("/");
    const ratios = await page.evaluate(async () => {
      const text = "The Genesis Transforms Ideas into Reality: websites, apps and brands, 2026.";
      const context = document.createElement("canvas").getContext("2d")!;
      const width = (font: string) => {
        context.font = font;
        return context.measureText(text).width;
      };
      const ratios: Record<number, number> = {};
      for (const weight of [400, 600, 800]) {
        await document.fonts.load(`${weight} 100px "Plus Jakarta Sans Variable"`);
        // monospace behind the fallback: if no local face matched, the ratio shows it.
        ratios[weight] =
          width(`${weight} 100px "Plus Jakarta Sans Fallback", monospace`) /
          width(`${weight} 100px "Plus Jakarta Sans Variable"`);
      }
      return ratios;
    });
    for (const [weight, ratio] of Object.entries(ratios)) {
      expect(Math.abs(ratio - 1), `weight ${weight}: fallback / web font = ${ratio}`).toBeLessThan(
        0.03,
      );
    }
  });

  for (const [path, image] of [
    ["/services", /\/images\/services\/service-\d+\.svg/],
    ["/projects", /\/images\/projects\/[\w-]+\.svg/],
  ] as const) {
    test(`${path} fetches the images of cards screens below only as the visitor nears them`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => {
        if (image.test(request.url())) requested.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const cards = page.locator("main li").filter({ has: page.locator("img") });
      const total = await cards.count();
      // The first card's image, the largest paint, came inside the document.
      await expect(cards.first().locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      // The rest of the first screen's cards and the next, not the ten or so of
      // the listing (Chromium's lazy-loading distance alone would fetch eight at load).
      expect(requested.length).toBeGreaterThanOrEqual(2);
      expect(requested.length).toBeLessThanOrEqual(3);
      // Scrolled through, as a visitor would: each card's image comes as it nears.
      for (let index = 0; index < total; index++) await cards.nth(index).scrollIntoViewIfNeeded();
      await expect.poll(() => new Set(requested).size).toBe(total - 1);
      // Laid out as they come, in place: the last card is where the page says.
      await expect(cards.nth(total - 1)).toBeInViewport();
    });
  }

  test("on a phone the blog lays out what lies screens below only once the page has loaded: comments, the sidebar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const below = ["#comments-heading", "#blog-search-heading"];
    // Skipped by content-visibility: auto, the browser reports it as not visible.
    await page.addInitScript((selectors) => {
      addEventListener("load", () => {
        (window as { laidOutAtLoad?: boolean[] }).laidOutAtLoad = selectors.map(
          (selector) =>
            document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ??
            true,
        );
      });
    }, below);
    const laidOut = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await page.goto("/blog-details");
    expect(
      await page.evaluate(() => (window as { laidOutAtLoad?: boolean[] }).laidOutAtLoad),
    ).toEqual([false, false]);
    expect(await laidOut("main h1")).toBe(true);
    // Then, the page idle, every section is laid out: what it holds is in the accessibility tree.
    await page.waitForSelector("html[data-shown]", { state: "attached" });
    for (const selector of below) expect(await laidOut(selector), selector).toBe(true);
    await page.locator(below[1]!).scrollIntoViewIfNeeded();
    await expect(page.locator(below[1]!)).toBeInViewport();
  });
});

/** Every heading, landmark and link of the page is in Chromium's accessibility tree. */
async function expectWholeAccessibilityTree(page: Page) {
  // What a visitor's screen reader is offered: Chromium's own tree, not the DOM.
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string } }[];
  };
  await session.detach();
  const inTree = (roles: string[]) =>
    nodes.filter((node) => !node.ignored && roles.includes(node.role?.value ?? "")).length;
  const inPage = await page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'),
      ).length;
    return {
      headings: shown("h1, h2, h3, h4, h5, h6"),
      links: shown("a[href]"),
      landmarks: shown("header, main, footer, nav, aside"),
    };
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(inTree(["heading"]), "headings").toBe(inPage.headings);
  expect(inTree(["link"]), "links").toBe(inPage.links);
  expect(
    inTree(["banner", "main", "contentinfo", "navigation", "complementary"]),
    "landmarks",
  ).toBe(inPage.landmarks);
}

test.describe("the accessibility tree", () => {
  for (const path of ["/", "/home-two", "/about", "/services", "/blog", "/contact"]) {
    test(`${path} has every heading, landmark and link in Chromium's accessibility tree once loaded, before any scrolling`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.waitForSelector("html[data-shown]", { state: "attached", timeout: 5000 });
      await expectWholeAccessibilityTree(page);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("/ skips no section, so its tree is whole at once", async ({ page }) => {
      await page.goto("/");
      await expectWholeAccessibilityTree(page);
    });
  });
});
