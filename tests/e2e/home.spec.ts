import type { Page } from "@playwright/test";
import { bannerRotator } from "../../app/content/home/banner-rotator.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  afterAutoplayTurn,
  installSliderClock,
  pressAndSlide,
  readySlider,
  settledSlides,
} from "./support/slider.ts";

/**
 * The banner rotator's items as they stand at `ms` after the page started, each
 * with its opacity, its place against the middle slot (-1 above, 0, +1
 * below), and how much of it is its sharp words or their blurred copy, read by
 * stopping every animation in the rotator there. The rotator is CSS alone
 * (app/app.css): its animations are the whole of its behaviour.
 */
const rotatorAt = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const rotator = document.querySelector(".banner-rotator")!;
    for (const animation of rotator.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = at;
    }
    const items = [...rotator.querySelectorAll<HTMLElement>(".rotator-item")];
    const slot = items[0]!.offsetHeight;
    return items.map((item) => ({
      text: item.textContent,
      opacity: Number(getComputedStyle(item).opacity),
      place: new DOMMatrix(getComputedStyle(item).transform).m42 / slot,
      sharp: Number(getComputedStyle(item.querySelector(".rotator-sharp")!).opacity),
      blurred: Number(getComputedStyle(item, "::after").opacity),
      blur: getComputedStyle(item, "::after").filter,
    }));
  }, ms);

/** Whether the rotator's animations are all running, all paused, or neither. */
const rotatorPlayState = (page: Page) =>
  page.evaluate(() => {
    const states = new Set(
      document
        .querySelector(".banner-rotator")!
        .getAnimations({ subtree: true })
        // Its switch's colour transitions are not the rotation.
        .filter((a) => a instanceof CSSAnimation)
        .map((a) => a.playState),
    );
    return states.size === 1 ? [...states][0] : [...states].join(" and ");
  });

/** The service shown large in the middle, if one is there in full. */
const currentService = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll(".banner-rotator .rotator-item")].find(
        (item) => getComputedStyle(item).opacity === "1",
      )?.textContent ?? null,
  );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's rotator still turns, and its switch still stops it", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => currentService(page), { timeout: 4500 }).toBe(bannerRotator.items[1]);
    await page.locator(".rotator-pause").click();
    await expect(page.getByRole("checkbox", { name: bannerRotator.pause })).toBeChecked();
    await page.mouse.move(5, 5);
    expect(await rotatorPlayState(page)).toBe("paused");
  });
});

test.describe("the main home page", () => {
  // The sections' words, numbers, pricing and links: tests/integration/home-pages.test.ts.

  test("'Get Now' carries the plan into the contact form", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("article[aria-labelledby='plan-site-assist']")
      .getByRole("link", { name: "Get Now" })
      .click();
    await expect(page).toHaveURL(/\/contact\?plan=site-assist$/);
    const form = page.locator('form[data-form="contact"]');
    await expect(form.getByLabel("Subject")).toHaveValue("Sales");
    await expect(form.getByLabel("Your Message")).toHaveValue(/Site Assist plan \(\$39\/month\)/);
  });

  test("the banner's rotator turns through the nine services in order, one every 3 s", async ({
    page,
  }) => {
    await page.goto("/");
    // Every service stays in the list for screen readers (tests/integration/home-pages.test.ts);
    // the turning is for the eyes.
    const n = bannerRotator.items.length;
    for (let turn = 0; turn <= n; turn++) {
      // Just after a turn has ended, and again just before the next one starts.
      for (const ms of [turn * 3000 + 50, turn * 3000 + 2350]) {
        const items = await rotatorAt(page, ms);
        const at = (place: number) =>
          items.filter((i) => i.opacity > 0 && Math.round(i.place) === place);
        const current = items.filter((i) => i.opacity === 1);
        expect(
          current.map((i) => i.text),
          `current at ${ms} ms`,
        ).toEqual([bannerRotator.items[turn % n]]);
        expect(current[0]!.place).toBe(0);
        // Sharp in the middle; faded and blurred above and below (spec §4).
        expect([current[0]!.sharp, current[0]!.blurred]).toEqual([1, 0]);
        expect(at(-1).map((i) => [i.text, i.opacity, i.sharp, i.blurred])).toEqual([
          [bannerRotator.items[(turn + n - 1) % n], 0.4, 0, 1],
        ]);
        expect(at(1).map((i) => [i.text, i.opacity, i.sharp, i.blurred])).toEqual([
          [bannerRotator.items[(turn + 1) % n], 0.4, 0, 1],
        ]);
        expect(at(1)[0]!.blur).toMatch(/^blur\(/);
        expect(
          items.filter((i) => i.opacity > 0),
          "three in view",
        ).toHaveLength(3);
      }
    }
  });

  test("the rotator turns on its own and stands still while the pointer is over it", async ({
    page,
  }) => {
    await page.goto("/");
    const items: readonly string[] = bannerRotator.items;
    let before: string | null = null;
    await expect.poll(async () => (before = await currentService(page))).not.toBeNull();
    // The next one in order, in its turn (3 s at most, plus the poll's own pace).
    const next = items[(items.indexOf(before!) + 1) % items.length];
    await expect.poll(() => currentService(page), { timeout: 4500 }).toBe(next);
    await page.locator(".banner-rotator").hover();
    expect(await rotatorPlayState(page)).toBe("paused");
    await page.mouse.move(5, 5);
    expect(await rotatorPlayState(page)).toBe("running");
  });

  test("the rotator, the text band and the play button's ring stand still while out of view", async ({
    page,
  }) => {
    await page.goto("/");
    // Scrolling is the first input: the page's behaviours come in with it.
    await page.mouse.wheel(0, 1);
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    expect(await rotatorPlayState(page)).toBe("running");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => rotatorPlayState(page)).toBe("paused");
    const ring = page.locator(".play-pulse").first();
    await expect.poll(() => ring.evaluate((e) => e.getAnimations()[0]?.playState)).toBe("paused");
    // In view again, each runs on from where it stood.
    await page.locator(".banner-rotator").scrollIntoViewIfNeeded();
    await expect.poll(() => rotatorPlayState(page)).toBe("running");
    await ring.scrollIntoViewIfNeeded();
    await expect.poll(() => ring.evaluate((e) => e.getAnimations()[0]?.playState)).toBe("running");
  });

  test("the rotator stands still while focus is inside it, and for good with its switch", async ({
    page,
  }) => {
    await page.goto("/");
    const pause = page.getByRole("checkbox", { name: bannerRotator.pause });
    await pause.focus();
    expect(await rotatorPlayState(page)).toBe("paused");
    await pause.blur();
    expect(await rotatorPlayState(page)).toBe("running");
    await pause.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    await pause.blur();
    await page.mouse.move(5, 5);
    expect(await rotatorPlayState(page)).toBe("paused");
    await pause.focus();
    await page.keyboard.press("Space");
    await pause.blur();
    expect(await rotatorPlayState(page)).toBe("running");
  });

  test("under reduced motion the rotator's words change every 3 s without moving", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    for (const ms of [50, 2400, 2700, 2950, 3050, 5500]) {
      const items = await rotatorAt(page, ms);
      // No item is ever between two places: each stands at one, or jumps.
      for (const item of items)
        expect([0, 0.4, 1], `${item.text} at ${ms} ms`).toContain(item.opacity);
      const current = items.find((i) => i.opacity === 1)?.text;
      expect(current).toBe(bannerRotator.items[ms < 3000 ? 0 : 1]);
    }
  });

  test("the process has exactly one active step, moved by hover and by focus", async ({ page }) => {
    await page.goto("/");
    const active = page.locator('section[aria-labelledby="process-title"] [aria-current="step"]');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText("Project Requirements");
    // The steps come alive as the section nears the viewport: a pointer that was
    // already resting on one counts the next time it comes over it.
    const teamStep = page.getByRole("button", { name: /Team Assignment/ });
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await teamStep.hover();
        return active.textContent();
      })
      .toContain("Team Assignment");
    await expect(active).toHaveCount(1);
    await page.getByRole("button", { name: /Prototype & Design/ }).focus();
    await expect(active).toHaveCount(1);
    await expect(active).toContainText("Prototype & Design");
  });

  test("the promo video opens in a dialog, loads nothing before, closes on Escape and returns focus", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const media = () => requested.filter((path) => path.startsWith("/media/"));
    await page.goto("/");
    const play = page.getByRole("button", { name: "Play the Genesis showreel" });
    await play.scrollIntoViewIfNeeded();
    // The section's own lazy poster has been asked for: the section is in view
    // and its requests are seen; the clip is not among them.
    await expect.poll(() => requested).toContain("/images/video-poster.svg");
    expect(media()).toEqual([]);
    await play.click();
    const dialog = page.getByRole("dialog", { name: "Genesis showreel" });
    await expect(dialog).toBeVisible();
    // Opened, the player asks for the clip: the same listener sees it.
    await expect.poll(media).toContainEqual(expect.stringMatching(/^\/media\/genesis-showreel\./));
    const box = (await dialog.locator(".aspect-video").boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await expect(dialog.locator("video source").first()).toHaveAttribute("src", /genesis-showreel/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await play.click();
    await page.getByRole("button", { name: "Close video" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(play).toBeFocused();
  });
});

test.describe("every slider advances by itself and by its arrows", () => {
  // Timing does not depend on width; per-view counts are tested at each width below.
  // Each page's sliders in one load; the page's clock is moved on by a turn (slider.ts).
  const sliders: Record<string, [string, number][]> = {
    "/": [["Our services", 10]],
    "/home-two": [
      ["Our services", 10],
      ["Latest projects", 9],
      ["Client testimonials", 4],
      ["Latest articles", 4],
    ],
  };
  for (const [path, labels] of Object.entries(sliders)) {
    test(`every slider of ${path}`, async ({ page }) => {
      await installSliderClock(page);
      await page.goto(path);
      for (const [label, count] of labels) {
        await test.step(label, async () => {
          const slider = await readySlider(page, label);
          // Off the previous slider's arrows, which may now lie over this one: hover pauses it.
          await page.mouse.move(5, 5);
          const start = (await settledSlides(slider))[0];
          expect((await afterAutoplayTurn(slider))[0], "after an autoplay turn").not.toBe(start);

          await slider.getByRole("button", { name: "Pause automatic sliding" }).click();
          const before = (await settledSlides(slider))[0]!;
          const index = Number(before.split(" ")[0]);
          expect((await pressAndSlide(slider, "Next slide"))[0]).toBe(
            `${(index % count) + 1} of ${count}`,
          );
          expect((await pressAndSlide(slider, "Previous slide"))[0]).toBe(before);
        });
      }
    });
  }
});

test.describe("slides per view follow spec §9", () => {
  // Each test sets the widths it checks, 390 px among them.
  const cases: [string, string, string, Record<number, number>][] = [
    ["/", "Our services", "main home services", { 390: 1, 800: 2, 1440: 3 }],
    ["/home-two", "Our services", "home-two services", { 390: 1, 800: 2, 1440: 3 }],
    ["/home-two", "Latest projects", "projects", { 390: 1, 800: 2, 1440: 4 }],
    ["/home-two", "Client testimonials", "testimonials", { 390: 1, 800: 1, 1440: 1 }],
    ["/home-two", "Latest articles", "blog", { 390: 1, 800: 2, 1440: 3 }],
  ];
  for (const [path, label, name, perView] of cases) {
    // Opened on a phone, then widened as a tablet turned or a window dragged would be:
    // the slider takes each width's count without a reload.
    test(`${name} slider at 390, 800 and 1440 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      const slider = await readySlider(page, label);
      await slider.getByRole("button", { name: "Pause automatic sliding" }).click();
      for (const width of [390, 800, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(async () => (await settledSlides(slider)).length, { message: `${width} px` })
          .toBe(perView[width]);
      }
    });
  }
});

test.describe("the second home page", () => {
  // Its sections' words and links, the projects and posts from the database, the
  // testimonials' ratings and the process's wording: tests/integration/home-pages.test.ts.

  // The counters (final values without JavaScript, no drop to 0 on screen,
  // counting up once seen): widgets.spec.ts.

  test("the process moves its active step from 'Gather Requirements' on hover", async ({
    page,
  }) => {
    await page.goto("/home-two");
    const process = page.locator('section[aria-labelledby="process-title"]');
    const active = process.locator('[aria-current="step"]');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText("Gather Requirements");
    // The strip's code loads as it comes near: hover again until it answers.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await process.getByRole("button", { name: /Launch/ }).hover();
      await expect(active).toContainText("Launch", { timeout: 1000 });
    }).toPass();
  });
});
