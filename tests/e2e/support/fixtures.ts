import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every spec runs with a console watcher: an error in the browser console or an
 * uncaught exception fails the test, unless the test expects it.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectConsoleErrors: (pattern: RegExp) => void;
}>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} [${message.location().url}]`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
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
  // A half-faded entrance animation would read as low contrast: let transitions finish.
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
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
