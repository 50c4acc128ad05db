import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { mediaParts } from "./support/media-controls.ts";
import {
  expectMovesWithin,
  expectStillFor,
  installSliderClock,
  readySlider,
  trackSettles,
  watchTrack,
} from "./support/slider.ts";

// Sliders, counters and the video dialog.

/** The home services slider advances every 2.5 s (spec §9) and slides for 1 s. */
const AUTOPLAY_MS = 2500;
const SLIDE_MS = 1000;
/** Longer than one autoplay delay plus a slide: a slider that kept playing would have moved. */
const LONGER_THAN_A_TURN = AUTOPLAY_MS + SLIDE_MS + 500;

test.describe("an autoplaying slider", () => {
  // Hover is a desktop matter; focus and pause are not width-bound: no phone tag.

  const servicesSlider = async (page: Page) => {
    await installSliderClock(page);
    await page.goto("/");
    const slider = await readySlider(page, "Our services");
    await expectMovesWithin(slider, LONGER_THAN_A_TURN);
    return slider;
  };
  const pointerAway = (page: Page) => page.mouse.move(5, 5);

  test("waits while the pointer is over its slides or its controls, and goes on when it leaves", async ({
    page,
  }) => {
    const slider = await servicesSlider(page);
    await slider.locator(".slider-viewport").hover();
    await trackSettles(slider);
    await expectStillFor(slider, LONGER_THAN_A_TURN);

    await slider.getByRole("button", { name: "Next slide" }).hover();
    await expectStillFor(slider, LONGER_THAN_A_TURN);

    await pointerAway(page);
    await expectMovesWithin(slider, LONGER_THAN_A_TURN);
  });

  test("waits while keyboard focus is on its controls, and goes on when focus leaves", async ({
    page,
  }) => {
    const slider = await servicesSlider(page);
    await slider.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Pause automatic sliding" })).toBeFocused();
    await trackSettles(slider);
    await expectStillFor(slider, LONGER_THAN_A_TURN);

    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Next slide" })).toBeFocused();
    await expectStillFor(slider, LONGER_THAN_A_TURN);

    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Next slide" })).not.toBeFocused();
    await expectMovesWithin(slider, LONGER_THAN_A_TURN);
  });

  test("the pause button stops it until pressed again, whatever the pointer does", async ({
    page,
  }) => {
    const slider = await servicesSlider(page);
    const pause = slider.getByRole("button", { name: "Pause automatic sliding" });
    await expect(pause).toBeVisible();
    await pause.click();
    const play = slider.getByRole("button", { name: "Start automatic sliding" });
    await expect(play).toBeVisible();
    // Leaving the slider must not restart what the button stopped.
    await pointerAway(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await trackSettles(slider);
    await expectStillFor(slider, LONGER_THAN_A_TURN);

    await play.click();
    await expect(slider.getByRole("button", { name: "Pause automatic sliding" })).toBeVisible();
    await pointerAway(page);
    await expectMovesWithin(slider, LONGER_THAN_A_TURN);
  });

  test("does not play under reduced motion, and then needs no pause button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installSliderClock(page);
    await page.goto("/");
    const slider = await readySlider(page, "Our services");
    await expect(slider.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(slider.getByRole("button", { name: /automatic sliding/ })).toHaveCount(0);
    await expectStillFor(slider, LONGER_THAN_A_TURN);
    // The same watch does see the track move: by its arrow.
    const track = await watchTrack(slider);
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(track.moves).toBeGreaterThan(0);
  });
});

test.describe("the counters of /home-two", () => {
  const counters = (page: Page) =>
    page.locator("section[aria-labelledby='testimonials-title'] dd [aria-hidden='true']");
  const finals = ["30+", "180+", "500+", "250+"];

  /** Every value the counters show from now on, in order (what a visitor would have seen). */
  const recordCounters = (page: Page) =>
    page.evaluate(() => {
      const seen: string[][] = [];
      const read = () => {
        const values = [
          ...document.querySelectorAll(
            "section[aria-labelledby='testimonials-title'] dd [aria-hidden='true']",
          ),
        ].map((n) => n.textContent ?? "");
        if (values.length && values.join() !== seen.at(-1)?.join()) seen.push(values);
      };
      read();
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      (window as unknown as { counterLog: string[][] }).counterLog = seen;
    });
  const counterLog = (page: Page) =>
    page.evaluate(() => (window as unknown as { counterLog: string[][] }).counterLog);

  test("show their final values without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/home-two");
    await expect(counters(page)).toHaveText(finals);
    await context.close();
  });

  test("already on screen when their code runs, they keep their final values: no drop to 0", async ({
    page,
  }) => {
    await page.goto("/home-two");
    await recordCounters(page);
    const kept = await page
      .locator("section[aria-labelledby='testimonials-title']")
      .elementHandle();
    // Straight there: the section wakes with the counters already in view.
    await counters(page).first().scrollIntoViewIfNeeded();
    // Woken: the live section has replaced the kept HTML; its counters then
    // look where they are on their first frames.
    await expect.poll(() => kept!.evaluate((section) => section.isConnected)).toBe(false);
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))),
        ),
    );
    await expect(counters(page)).toHaveText(finals);
    const log = await counterLog(page);
    // The recorder did see the counters (their final values, last).
    expect(log.at(-1)).toEqual(finals);
    expect(
      log.flat().filter((value) => !finals.includes(value)),
      "values other than the final ones",
    ).toEqual([]);
  });

  test("out of sight when their code runs, they count up from 0 once seen", async ({ page }) => {
    await page.goto("/home-two");
    const section = page.locator("section[aria-labelledby='testimonials-title']");
    // Just below the fold (the section before it ends at the bottom of the
    // screen): near enough to wake, not yet visible.
    await section.evaluate((s) =>
      s.previousElementSibling!.scrollIntoView({ block: "end", behavior: "instant" }),
    );
    await expect(counters(page)).toHaveText(["0+", "0+", "0+", "0+"]);
    expect(
      await counters(page)
        .first()
        .evaluate((counter) => counter.getBoundingClientRect().top >= window.innerHeight),
      "the counters are below the fold",
    ).toBe(true);
    await recordCounters(page);
    await counters(page).first().scrollIntoViewIfNeeded();
    await expect(counters(page)).toHaveText(finals, { timeout: 5_000 });
    const firsts = (await counterLog(page)).map((values) => Number.parseInt(values[0]!, 10));
    expect(firsts[0]).toBe(0);
    expect(firsts.length, "intermediate values while counting").toBeGreaterThan(2);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });
});

test.describe("the video dialog at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openVideo = async (page: Page) => {
    await page.goto("/");
    const play = page.getByRole("button", { name: "Play the Genesis showreel" });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const dialog = page.getByRole("dialog", { name: "Genesis showreel" });
    await expect(dialog).toBeVisible();
    return { play, dialog };
  };

  test("closes on a click on the backdrop, not on one in the player, and returns focus", async ({
    page,
  }) => {
    const { play, dialog } = await openVideo(page);
    await dialog.locator("video").click({ position: { x: 20, y: 20 } });
    await expect(dialog).toBeVisible();
    const box = (await dialog.locator(".aspect-video").boundingBox())!;
    await page.mouse.click(195, box.y + box.height + 60);
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });

  test("captions sit above the controls' band, whether the controls show or not", async ({
    page,
  }) => {
    const { dialog } = await openVideo(page);
    const video = dialog.locator("video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length))
      .toBeGreaterThan(0);

    // Paused, the controls stay: both in view at once.
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect
      .poll(async () => {
        const parts = await mediaParts(page);
        return Boolean(parts.captions && parts.buttons && parts.timeline);
      })
      .toBe(true);
    const shown = await mediaParts(page);
    const band = Math.min(shown.buttons!.top, shown.timeline!.top);
    expect(shown.captions!.bottom, "captions above the controls").toBeLessThanOrEqual(band);

    // Playing with no pointer on it, the controls fade out; the captions stay
    // clear of their band, so they are not covered when the controls come back.
    await page.mouse.move(5, 5);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(async () => (await mediaParts(page)).buttons, { timeout: 8_000 }).toBeNull();
    await expect
      .poll(async () => (await mediaParts(page)).captions?.bottom ?? Infinity)
      .toBeLessThanOrEqual(band);
  });
});
