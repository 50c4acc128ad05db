import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

// Spec §2, global behaviour: two home sections fade and scale with scroll,
// the process strip among them; not under reduced motion.

// At rest a transform reads "none", or the identity matrix while a timeline holds it.
const effect = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const transform = style.transform === "matrix(1, 0, 0, 1, 0, 0)" ? "none" : style.transform;
    return { opacity: Number(style.opacity), transform };
  });

/** Scrolls so the element's top sits `fromBottom` px above the viewport's bottom edge. */
const placeTop = (page: Page, selector: string, fromBottom: number) =>
  page.evaluate(
    ([sel, offset]) => {
      const element = document.querySelector(sel as string)!;
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight + (offset as number), behavior: "instant" });
    },
    [selector, fromBottom],
  );

const sections = [
  'section[aria-labelledby="process-title"] ol',
  'section[aria-labelledby="video-title"] .scroll-scale',
];

test("the process strip and the promo video grow and fade in as they scroll into view", async ({
  page,
}) => {
  await page.goto("/");
  for (const selector of sections) {
    // Placed again on each try: the section's code may wake and settle it meanwhile.
    await expect
      .poll(async () => {
        await placeTop(page, selector, 60);
        const { opacity, transform } = await effect(page, selector);
        return opacity < 0.8 && /^matrix\(0\.9/.test(transform);
      })
      .toBe(true);
    await expect
      .poll(async () => {
        await page.evaluate((sel) => {
          document.querySelector(sel)!.scrollIntoView({ block: "center", behavior: "instant" });
        }, selector);
        return effect(page, selector);
      })
      .toEqual({ opacity: 1, transform: "none" });
  }
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the two sections stay as they are while scrolling", async ({ page }) => {
    await page.goto("/");
    for (const selector of sections) {
      await placeTop(page, selector, 60);
      // A scroll-driven effect would hold a part-way value here for as long as the page stays put.
      await expect.poll(() => effect(page, selector)).toEqual({ opacity: 1, transform: "none" });
    }
  });
});
