import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A slider (components/ui/slider.tsx) by its accessible label, scrolled into view and enhanced. */
export async function readySlider(page: Page, label: string): Promise<Locator> {
  const slider = page.getByRole("region", { name: label });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator(".slider-viewport")).toHaveAttribute("data-enhanced", "true");
  return slider;
}

/** Labels ("3 of 10") of the slides fully inside the slider's viewport, left to right. */
export async function visibleSlides(slider: Locator): Promise<string[]> {
  return slider.locator(".slider-viewport").evaluate(slidesShown, 0);
}

/** Frames in a row with the track in the same place: the slide under way, if any, has ended. */
const STILL_FRAMES = 5;

/**
 * Waits until the slider has stopped moving and returns what it shows. Embla
 * writes the track's transform on every frame of a slide, so a transform that
 * has not changed for a few frames in a row means no slide is under way. What it
 * shows is read in that same frame: read later, an autoplay turn starting in
 * between could have moved a one-slide view off its slide.
 */
export async function settledSlides(slider: Locator): Promise<string[]> {
  const shown = await slider.locator(".slider-viewport").evaluate(slidesShown, STILL_FRAMES);
  expect(shown, "slides fully in view once settled").not.toEqual([]);
  return shown;
}

/**
 * In the page: once the track has stood still for `frames` frames (at once for 0),
 * the labels of the slides fully inside the viewport, left to right.
 */
function slidesShown(viewport: Element, frames: number): Promise<string[]> {
  const inView = () => {
    const box = viewport.getBoundingClientRect();
    return (
      [...viewport.querySelectorAll<HTMLElement>(".slider-slide")]
        // The card, not the slide: a slide's box includes the gap as padding.
        .map((slide) => ({
          label: slide.getAttribute("aria-label")!,
          rect: (slide.firstElementChild ?? slide).getBoundingClientRect(),
        }))
        .filter(({ rect }) => rect.left >= box.left - 2 && rect.right <= box.right + 2)
        .sort((a, b) => a.rect.left - b.rect.left)
        .map(({ label }) => label)
    );
  };
  if (frames === 0) return Promise.resolve(inView());
  const track = viewport.querySelector<HTMLElement>(".slider-container")!;
  return new Promise((settled) => {
    let last = track.style.transform;
    let still = 0;
    const look = () => {
      const now = track.style.transform;
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= frames) settled(inView());
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/**
 * Counts every move of the slider's track from now on (Embla writes its
 * transform on each frame of a slide), and how long it has been watched.
 */
export async function watchTrack(slider: Locator) {
  const log = await slider.locator(".slider-container").evaluateHandle((track) => {
    const state = { since: performance.now(), lastMove: performance.now(), moves: 0 };
    new MutationObserver(() => {
      state.moves++;
      state.lastMove = performance.now();
    }).observe(track, { attributes: true, attributeFilter: ["style"] });
    return state;
  });
  return {
    moves: () => log.evaluate((state) => state.moves),
    watchedMs: () => log.evaluate((state) => performance.now() - state.since),
    stillMs: () => log.evaluate((state) => performance.now() - state.lastMove),
  };
}

/** Waits until a slide under way has ended: the track has not moved for half a second. */
export async function trackSettles(slider: Locator) {
  const track = await watchTrack(slider);
  await expect.poll(track.stillMs).toBeGreaterThanOrEqual(500);
}

/**
 * The page's clock for a slider's timing: installed before the page loads, it runs as the
 * real one does, and a test moves it on by an autoplay turn at once instead of waiting one
 * out (a turn is seconds; the tests that watched them took 10–20 s each). Embla's slides
 * and its autoplay run on timers and animation frames, all of them this clock's.
 */
export async function installSliderClock(page: Page) {
  await page.clock.install();
}

/** Asserts that the track does not move at all for `ms` of the page's clock, run on from now. */
export async function expectStillFor(slider: Locator, ms: number) {
  const track = await watchTrack(slider);
  await slider.page().clock.runFor(ms);
  expect(await track.moves(), `moves of the track within ${ms} ms`).toBe(0);
}

/** Asserts that the track moves by itself within `ms` of the page's clock, run on from now. */
export async function expectMovesWithin(slider: Locator, ms: number) {
  const track = await watchTrack(slider);
  await slider.page().clock.runFor(ms);
  // Read once: the clock keeps running while a poll waits, so "within" would not hold.
  expect(await track.moves(), `moves of the track within ${ms} ms`).toBeGreaterThan(0);
}

/** The longest slide of the site's sliders (spec §9 "speed"), and a frame or two beyond. */
const A_SLIDE_MS = 1200;

/**
 * Runs the page's clock on until the slider moves by itself (within `withinMs`), then by a
 * slide, and returns what it shows once settled: one autoplay turn and no more (a slider of
 * two snaps is back at its start after two).
 */
export async function afterAutoplayTurn(slider: Locator, withinMs = 5000): Promise<string[]> {
  const track = await watchTrack(slider);
  const clock = slider.page().clock;
  for (let ran = 0; ran < withinMs && (await track.moves()) === 0; ran += 250) {
    await clock.runFor(250);
  }
  expect(await track.moves(), `moves of the track within ${withinMs} ms`).toBeGreaterThan(0);
  await clock.runFor(A_SLIDE_MS);
  return settledSlides(slider);
}

/** Presses one of the slider's buttons and runs the page's clock on by a slide. */
export async function pressAndSlide(slider: Locator, name: string): Promise<string[]> {
  await slider.getByRole("button", { name }).click();
  await slider.page().clock.runFor(A_SLIDE_MS);
  return settledSlides(slider);
}
