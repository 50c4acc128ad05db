import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site's own cuts of the web font (tools/fonts/subset-web-font.ts) must
 * hold every character of the site's copy, the shipped languages' words
 * included: a page that used one outside them would also fetch Fontsource's
 * full 27 kB file on its first paint.
 */
const css = readFileSync(join(import.meta.dirname, "plus-jakarta-sans-site.css"), "utf8");
// Every cut's ranges: the site's own, and the accented letters' (fetched only by a page that has one).
const faces = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) =>
  match[1]!.split(",").map((range) => {
    const [from = "0", to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  }),
);
const ranges = faces.flat();
const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("the site's cut of the web font", () => {
  it("has two cuts that share no character, so the first paint of the default's pages loads one", () => {
    expect(faces).toHaveLength(2);
    const [site, accents] = faces;
    for (const [from, to] of accents!) {
      for (let code = from; code <= to; code++) {
        expect(
          site!.some(([a, b]) => code >= a && code <= b),
          code.toString(16),
        ).toBe(false);
      }
    }
  });

  it("is declared for printable ASCII at least", () => {
    expect(ranges.length).toBeGreaterThan(0);
    for (let code = 0x20; code < 0x7f; code++) expect(covered(code), code.toString(16)).toBe(true);
  });

  it("covers every character of the site's copy (app/content)", () => {
    const missing = new Set<string>();
    for (const file of copyFiles(join(import.meta.dirname, "..", "content"))) {
      for (const char of readFileSync(file, "utf8")) {
        const code = char.codePointAt(0)!;
        if (code >= 0x20 && !covered(code))
          missing.add(`${char} (U+${code.toString(16)}) in ${file}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
