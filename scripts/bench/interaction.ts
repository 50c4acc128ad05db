import { chromium, type Page } from "@playwright/test";
import { CHROME_PATH, median } from "./lighthouse.ts";
import { log } from "./site.ts";

/**
 * The first tap on a control, as a visitor makes it (issue's measure: Interaction to Next Paint):
 * the page loaded and settled on a phone, the control scrolled to, then one tap. Lighthouse has no
 * interaction, so Chromium runs at the phone's CPU slowdown for real (DevTools' throttling) and
 * the Event Timing API says how long the tap took to paint its answer (input delay, handlers and
 * the next frame together).
 */
const CONTROLS = [
  {
    path: "/",
    name: "the menu button",
    find: (p: Page) => p.getByRole("button", { name: "Open menu" }),
  },
  {
    path: "/",
    name: "a slider's arrow",
    find: (p: Page) => p.getByRole("button", { name: "Next slide" }).first(),
  },
  {
    path: "/",
    name: "the video button",
    find: (p: Page) => p.getByRole("button", { name: "Play the Genesis showreel" }),
  },
  { path: "/contact", name: "a form field", find: (p: Page) => p.getByLabel("Your Name").first() },
];

/** The longest interaction's duration, kept by an observer in place before the page's own code. */
const OBSERVE = `window.__tap = 0; new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.interactionId) window.__tap = Math.max(window.__tap, entry.duration);
}).observe({ type: "event", durationThreshold: 16, buffered: true });`;

export interface TapResult {
  path: string;
  name: string;
  /** Each run's longest interaction, in ms (0: the tap painted within 16 ms). */
  runs: number[];
  ms: number;
}

async function tapOnce(origin: string, control: (typeof CONTROLS)[number], slowdown: number) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await (
      await context.newCDPSession(page)
    ).send("Emulation.setCPUThrottlingRate", {
      rate: slowdown,
    });
    await page.goto(origin + control.path, { waitUntil: "networkidle" });
    const target = control.find(page);
    await target.scrollIntoViewIfNeeded();
    // What scrolling woke (the page's behaviours, an island drawing near) has loaded and run.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    await page.evaluate("window.__tap = 0");
    await target.tap();
    await page.waitForTimeout(1500);
    return Number(await page.evaluate("window.__tap"));
  } finally {
    await browser.close();
  }
}

/** Each control's first tap, `runs` times, each in a fresh browser; the median is its figure. */
export async function measureTaps(origin: string, slowdown: number, runs: number) {
  const results: TapResult[] = [];
  for (const control of CONTROLS) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      try {
        times.push(await tapOnce(origin, control, slowdown));
      } catch (error) {
        log(`Tap on ${control.name} (${control.path}) failed: ${String(error).split("\n")[0]}`);
      }
    }
    const ms = median(times);
    log(
      `First tap on ${control.name} (${control.path}) at ${slowdown}×: ${ms} ms (${times.join(", ")})`,
    );
    results.push({ path: control.path, name: control.name, runs: times, ms });
  }
  return results;
}
