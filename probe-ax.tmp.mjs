import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking","--disable-component-update","--no-first-run","--disable-sync"] });
for (const path of ["/", "/about", "/home-two", "/services", "/blog", "/service/1"]) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (process.env.NOCV) await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => { const s = document.createElement("style"); s.textContent = "*{content-visibility:visible !important}"; document.head.append(s); }));
  await page.goto("http://localhost:3300" + path, { waitUntil: "load" });
  const t0 = Date.now(); await page.waitForSelector("html[data-shown]", { state: "attached" }); const waited = Date.now() - t0;
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const ax = nodes.filter(n => !n.ignored && n.role?.value === "heading").length;
  const axLinks = nodes.filter(n => !n.ignored && n.role?.value === "link").length;
  const dom = await page.evaluate(() => [document.querySelectorAll("h1,h2,h3,h4,h5,h6").length, document.querySelectorAll("a[href]").length]);
  console.log(path, "shown after load +", waited, "ms; headings ax", ax, "dom", dom[0], "links ax", axLinks, "dom", dom[1]);
  await page.close();
}
await browser.close();
