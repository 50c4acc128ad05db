import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "../../tests/e2e/support/chromium.ts";

// The favicon set, drawn from the logo mark: SVG for modern browsers, an ICO
// (holding a PNG) for /favicon.ico, PNGs for touch icons and the web manifest.
// Run: npx tsx tools/art/generate-icons.ts
const mark = (
  size: number,
  radius: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7257ff"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs>
<rect width="36" height="36" rx="${radius}" fill="url(#g)"/>
<path d="M24.5 13a8 8 0 1 0 1.3 7.5H18" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
</svg>`;

writeFileSync("public/favicon.svg", mark(36, 11));

const browser = await chromium.launch({ executablePath: chromiumExecutable() });
async function png(size: number, radius: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>${mark(size, radius)}`,
  );
  const shot = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
  return shot;
}

// Touch icons are shown on a mask by the OS: full bleed, no rounding.
writeFileSync("public/apple-touch-icon.png", await png(180, 0));
writeFileSync("public/icon-192.png", await png(192, 0));
writeFileSync("public/icon-512.png", await png(512, 0));

const ico32 = await png(32, 9);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(ico32.length, 14);
header.writeUInt32LE(22, 18); // offset of the PNG
writeFileSync("public/favicon.ico", Buffer.concat([header, ico32]));
await browser.close();
console.log("Wrote favicon.svg, favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png");
