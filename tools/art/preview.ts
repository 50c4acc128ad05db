/**
 * Rasterises SVG artwork to PNG with the system Chromium, to look at what the
 * generators draw. Not part of the build.
 *
 *   npx tsx tools/art/preview.ts [--sheet] [--bg=#060a1b] [--out=/tmp/art-preview] file.svg…
 *
 * Each file becomes <out>/<name>.png at its own size; with --sheet, all of them
 * are also laid out on one contact sheet (<out>/sheet.png), scaled to fit.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const sheet = args.includes("--sheet");
const out = args.find((a) => a.startsWith("--out="))?.slice(6) ?? "/tmp/art-preview";
const bg = args.find((a) => a.startsWith("--bg="))?.slice(5);
const files = args.filter((a) => !a.startsWith("--")).map((f) => resolve(f));
mkdirSync(out, { recursive: true });

function size(svg: string): [number, number] {
  const w = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1];
  const h = /<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1];
  return [Number(w ?? 800), Number(h ?? 600)];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
for (const file of files) {
  const [w, h] = size(readFileSync(file, "utf8"));
  await page.setViewportSize({ width: w, height: h });
  if (bg) {
    const html = `<!doctype html><body style="margin:0;background:${bg}"><img src="${pathToFileURL(file).href}" width="${w}" height="${h}" style="display:block">`;
    writeFileSync(`${out}/page.html`, html);
    await page.goto(pathToFileURL(`${out}/page.html`).href);
  } else {
    await page.goto(pathToFileURL(file).href);
  }
  const png = `${out}/${basename(file, ".svg")}.png`;
  await page.screenshot({ path: png });
  console.log(png);
}
if (sheet && files.length) {
  const cell = 400;
  const tiles = files
    .map((f) => {
      const [w, h] = size(readFileSync(f, "utf8"));
      const s = Math.min(cell / w, cell / h);
      return `<figure><img src="${pathToFileURL(f).href}" width="${Math.round(w * s)}" height="${Math.round(h * s)}"><figcaption>${basename(f)}</figcaption></figure>`;
    })
    .join("");
  const html = `<!doctype html><style>body{margin:0;padding:12px;background:#fff;display:flex;flex-wrap:wrap;gap:12px;font:12px sans-serif}figure{margin:0;width:${cell}px;display:flex;flex-direction:column;align-items:center;justify-content:flex-end;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}</style>${tiles}`;
  writeFileSync(`${out}/sheet.html`, html);
  await page.setViewportSize({ width: 1260, height: 400 });
  await page.goto(pathToFileURL(`${out}/sheet.html`).href);
  await page.screenshot({ path: `${out}/sheet.png`, fullPage: true });
  console.log(`${out}/sheet.png`);
}
await browser.close();
