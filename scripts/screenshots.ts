import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "../tests/e2e/support/chromium.ts";
import { renderAllSections } from "../tests/e2e/support/render-all-sections.ts";

// Full-page screenshots at 390 px and 1440 px of the given paths of a running
// server: `npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /about`.
// Written to screenshots/ (ignored by git) for a look before committing.
// SCREENSHOT_SCHEME=dark emulates a system set to dark (no theme cookie: the
// page follows it) and names the files 390-dark_about.png and so on.
const scheme = process.env.SCREENSHOT_SCHEME === "dark" ? "dark" : "light";
const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const widths = [390, 1440];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ["--disable-background-networking"],
});
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 844 : 900 },
    colorScheme: scheme,
  });
  // Signed-in console pages: SCREENSHOT_COOKIE="name=value" (a session cookie).
  const cookie = process.env.SCREENSHOT_COOKIE;
  if (cookie) {
    const at = cookie.indexOf("=");
    await page
      .context()
      .addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
  }
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Reveal everything below the fold before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1700);
    await renderAllSections(page);
    const name = `screenshots/${width}${scheme === "dark" ? "-dark" : ""}${path.replace(/\//g, "_") || "_"}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
