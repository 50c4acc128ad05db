import type { Page } from "@playwright/test";

/**
 * Sections and far cards off-screen skip rendering until a visitor nears them
 * (content-visibility in app/app.css). Whatever judges or captures a whole page
 * at once (axe, full-page screenshots) switches that off first.
 */
export async function renderAllSections(page: Page) {
  await page.addStyleTag({
    content:
      "main > section, body > footer, .render-near, .render-near-stacked { content-visibility: visible !important }",
  });
}
