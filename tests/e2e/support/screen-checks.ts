import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** What a browser checks of a screen as it opens (layout.spec.ts, screens.spec.ts). */

/** The common widths a page must fit, from a small phone to a wide screen (ending wide). */
export const widths = [320, 360, 390, 768, 820, 1024, 1280, 1440];

/**
 * Resolves once every intersection observer the page created so far has had
 * its first report (theirs are delivered before a later one's), and a frame
 * has gone by: whatever the reveal script hides, it has hidden by then.
 */
export async function observersReported(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve());
        });
        observer.observe(document.body);
      }),
  );
}

/**
 * Waits until no animation or transition is running, endless ones (a pulse, the text band)
 * and those the scroll position drives (the process strip's scale) aside: those never end
 * while the page stands still.
 */
export async function animationsFinished(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === "running" &&
                a.effect?.getTiming().iterations !== Infinity &&
                a.timeline === document.timeline,
            ).length,
      ),
    )
    .toBe(0);
}

/** Elements inside the viewport whose opacity, with their ancestors', is below 1. */
export function dimmedOnScreen(page: Page) {
  return page.evaluate(() => {
    const dimmed: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      const onScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth;
      // Decoration hidden from everyone, and the banner's rotating list, which
      // dims the words before and after the current one by design.
      if (!onScreen || element.closest('[aria-hidden="true"], .rotator-item')) continue;
      if (getComputedStyle(element).visibility !== "visible") continue;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
      }
      if (opacity < 1) {
        const text = (element.textContent ?? "").trim().slice(0, 40);
        dimmed.push(`<${element.tagName.toLowerCase()}> "${text}" at opacity ${opacity}`);
      }
    }
    return dimmed;
  });
}

/** Whether the page is wider than the screen at any common width (it is resized through them). */
export async function overflowAtWidths(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} at ${width} px is wider than the screen by`).toBeLessThanOrEqual(0);
  }
}
