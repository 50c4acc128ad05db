import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "../../tests/e2e/support/chromium.ts";

// Social preview images (Open Graph / Twitter), one per page type, 1200×630 PNG
// in the site's palette and font. Run: npx tsx tools/art/generate-og-images.ts
// Embedded as a data URL: a page set with setContent may not load file:// fonts.
const font = `data:font/woff2;base64,${readFileSync(
  resolve(
    "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  ),
).toString("base64")}`;
const types = {
  home: { label: "Software & digital agency", title: "The Genesis Transforms Ideas into Reality" },
  service: { label: "Services", title: "Web, mobile, design, marketing and AI, end to end" },
  project: { label: "Our work", title: "Products we designed, built and launched" },
  blog: { label: "Blog", title: "Notes on software, design and growth" },
  page: { label: "Genesis", title: "Scalable tech for startups and businesses" },
};

const html = (label: string, title: string) => `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url("${font}") format("woff2"); font-weight: 200 800; }
html, body { margin: 0; width: 1200px; height: 630px; }
body { font-family: Jakarta, sans-serif; color: #fff; background: #060a1b;
  background-image: radial-gradient(900px 460px at 88% -8%, rgba(114,87,255,.55), transparent 60%),
    radial-gradient(620px 380px at 0% 110%, rgba(34,211,238,.28), transparent 60%);
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box; }
.grid { position: absolute; inset: 0; background-image: linear-gradient(rgba(255,255,255,.05) 1px, transparent 1px),
  linear-gradient(90deg, rgba(255,255,255,.05) 1px, transparent 1px); background-size: 60px 60px;
  -webkit-mask-image: radial-gradient(ellipse at 75% 25%, #000 10%, transparent 70%); }
.brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 800; position: relative; }
.label { color: #67e8f9; font-size: 26px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; position: relative; }
h1 { margin: 18px 0 0; font-size: 72px; line-height: 1.05; font-weight: 800; letter-spacing: -.02em; max-width: 980px; position: relative; }
.bar { height: 8px; width: 220px; border-radius: 8px; background: linear-gradient(90deg,#7257ff,#22d3ee); position: relative; }
</style></head><body><div class="grid"></div>
<div class="brand"><svg width="64" height="64" viewBox="0 0 36 36"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7257ff"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs><rect width="36" height="36" rx="11" fill="url(#g)"/><path d="M24.5 13a8 8 0 1 0 1.3 7.5H18" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>Genesis</div>
<div><div class="label">${label}</div><h1>${title}</h1></div><div class="bar"></div></body></html>`;

mkdirSync("public/images/og", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable() });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [type, { label, title }] of Object.entries(types)) {
  await page.setContent(html(label, title), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `public/images/og/${type}.png` });
  console.log(`public/images/og/${type}.png`);
}
await browser.close();
