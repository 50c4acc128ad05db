import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import type { ConsoleRole } from "../../../app/lib/admin/roles.ts";
import { newConsoleSession, type ConsoleAccount, type ConsoleSession } from "./console-users.ts";
import { renderAllSections } from "./render-all-sections.ts";

/**
 * Every spec runs with a console watcher: an error in the browser console or an
 * uncaught exception fails the test, unless the test expects it. And a page
 * opened with `goto` or `reload` is handed over once React has hydrated it
 * (pages paint before their scripts load) and the pointer has come over it,
 * as a visitor's would before a first click: that first input loads the
 * page-wide behaviours (app/lib/first-input.ts), and the page is handed over
 * once they are in (the `data-enhanced` mark of
 * app/components/layout/page-behaviours.tsx).
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    expectConsoleErrors: (pattern: RegExp) => void;
    /**
     * Opens the console's Overview already signed in as a user of `role` (docs/testing.md):
     * the worker's session for that role, made once through the server's own sign-in.
     * A test that changes its user (two-factor, a disabled account) makes its own.
     */
    openConsoleAs: (role: ConsoleRole) => Promise<ConsoleAccount>;
  },
  { consoleSession: (role: ConsoleRole) => Promise<ConsoleSession> }
>({
  consoleSession: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use, workerInfo) => {
      const sessions = new Map<ConsoleRole, Promise<ConsoleSession>>();
      await use((role) => {
        if (!sessions.has(role)) {
          sessions.set(
            role,
            newConsoleSession(role, `${workerInfo.project.name}-w${workerInfo.workerIndex}`),
          );
        }
        return sessions.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  openConsoleAs: async ({ page, context, consoleSession }, use) => {
    await use(async (role) => {
      const { account, cookies } = await consoleSession(role);
      await context.addCookies(cookies);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      return account;
    });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // No script, or a test that acts before the scripts (waitUntil "commit"): nothing hydrates.
    const hydrated = async (response: Response | null, waitUntil?: string) => {
      if (
        javaScriptEnabled !== false &&
        waitUntil !== "commit" &&
        response?.headers()["content-type"]?.startsWith("text/html")
      ) {
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await page.mouse.move(0, 0);
        await page.waitForSelector("html[data-enhanced]", { state: "attached" });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} [${message.location().url}]`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A dialog no test waits for (the unsaved-changes question before a navigation, say) would be
    // dismissed silently and the navigation dropped: say so, rather than a missing page later.
    // A test that expects one handles it itself and allows its words (expectConsoleErrors).
    page.on("dialog", (dialog) => {
      errors.push(`a dialog: ${dialog.message()}`);
      setTimeout(() => void dialog.dismiss().catch(() => {}));
    });
    await use(errors);
  },
  expectConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chrome logs a console error for any document answered with 404, even an expected one. */
export function notFoundDocument(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`status of 404 \\(Not Found\\) \\[https?://[^/]+${escaped}\\]$`);
}

/** axe-core with the WCAG 2.x A/AA rules; any violation fails with its summary. */
export async function expectNoAxeViolations(page: Page) {
  // Sections skipped while off-screen (content-visibility) get their styles only once laid
  // out: a theme or motion change starts their transitions then. So they are laid out
  // first, a frame goes by, and only then is every transition awaited, since a half-faded
  // colour would read as low contrast (seen in CI on /about's lower sections).
  await renderAllSections(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a instanceof CSSTransition && a.playState === "running").length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Only violations are read: axe skips gathering the passes and the rest (its own advice
    // for speed on large pages).
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself. The default splits the run and finishes it in a new blank
    // page (for cross-origin frames), which costs 1.5-3 s a run on this machine against
    // 0.5-1 s. Our pages have no frame of their own when judged: the map's and
    // the video's are someone else's, loaded only on demand.
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
