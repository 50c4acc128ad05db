import { describe, expect, it } from "vitest";
import {
  deferHydration,
  finishDocument,
  inlineLargestImage,
  inlineStylesheets,
  MAX_INLINE_IMAGE_CHARS,
  readPageStart,
} from "./finish-document.server";
import { renderedDocument } from "../../tests/support/rendered-document.ts";
import pageBootstrap from "./page-bootstrap.ts?inline-script";

const document = renderedDocument;

const css = "body{color:red}";
const read = (href: string) => (href === "/assets/shell-C.css" ? css : null);

describe("finishing a rendered document", () => {
  it("inlines the stylesheet and keeps its link, disabled, where React expects it", () => {
    const html = inlineStylesheets(document(), read);
    expect(html).toContain(`<style data-href="/assets/shell-C.css">${css}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-C.css" disabled=""/>`);
  });

  it("inlines a stylesheet React Router marks with '#' and shows Vite it is loaded", () => {
    const html = inlineStylesheets(document().replace("shell-C.css", "shell-C.css#"), read);
    expect(html).toContain(`<style data-href="/assets/shell-C.css">${css}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-C.css#" disabled=""/>`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-C.css" disabled=""/>`);
  });

  it("leaves a stylesheet it cannot read (development) as a normal link", () => {
    const html = inlineStylesheets(document(), () => null);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-C.css"/>`);
    expect(html).not.toContain("<style");
  });

  it("never inlines text that would close the style element early", () => {
    const html = inlineStylesheets(document(), () => "a{}</style><script>alert(1)</script>");
    expect(html).not.toContain("<style");
  });

  it("hands the page's preloads, manifest and route modules to the page bootstrap, which imports them after the first paint", () => {
    const html = deferHydration(document());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    // Linked by the bootstrap, after the first paint: browsers fetch it and its icons at once.
    expect(html).not.toContain(`rel="manifest"`);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    // The bootstrap as compiled at build time, called with this page's values,
    // binding the names React Router's own code uses after it.
    expect(script.startsWith(`const[route0,route1]=await${pageBootstrap}(`)).toBe(true);
    expect(readPageStart(html)).toEqual({
      modules: ["/assets/entry.client-A.js", "/assets/react-B.js"],
      manifest: "/site.webmanifest",
      routes: ["/assets/root-D.js", "/assets/home-E.js"],
    });
    expect(script).not.toMatch(/^\s*import \*/m);
    expect(script).toContain(
      `);\nwindow.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
        `import("/assets/entry.client-A.js");`,
    );
  });

  it("inlines the bootstrap minified, as one expression of a function", () => {
    // Every page carries it: 2.13 kB today (1.03 kB gzip), 0.31 kB of it laying out the sections
    // skipped at load so that they reach the accessibility tree; the hand-written script was 1.52 kB.
    // 1.36 kB (0.66 kB gzip) before it kept where each visit began: inline, so that no
    // page loads a script file more for it.
    expect(pageBootstrap.length).toBeLessThan(2150);
    expect(pageBootstrap).not.toMatch(/\n|\/\*|LINKS_PER_TASK|vite-ignore/);
    expect(typeof (0, eval)(pageBootstrap)).toBe("function");
  });

  it("never writes a value that could close its script", () => {
    // React Router escapes "<" in the string literals of its script; read, they are "<" again.
    const odd = document().replace(`"/assets/home-E.js"`, `"/assets/\\u003c/script>.js"`);
    expect(readPageStart(deferHydration(odd))?.routes).toContain("/assets/</script>.js");
    expect(deferHydration(odd)).not.toContain("/assets/</script>");
  });

  it("keeps the nonce of a page rendered per request on its tags", () => {
    const html = finishDocument(document("abc"), read);
    expect(html).toContain(
      `<script nonce="abc" type="module" async="">const[route0,route1]=await(`,
    );
    expect(html).toContain(
      `<link nonce="abc" rel="stylesheet" href="/assets/shell-C.css" disabled=""/>`,
    );
    expect(html).not.toContain(`rel="modulepreload"`);
  });

  it("leaves a document of another shape exactly as rendered", () => {
    const other = document().replace(
      `import * as route1 from "/assets/home-E.js";`,
      `import { x } from "/assets/home-E.js";`,
    );
    expect(deferHydration(other)).toBe(other);
    const noScripts = `<html><head></head><body><h1>Hi</h1></body></html>`;
    expect(finishDocument(noScripts, read)).toBe(noScripts);
  });

  it("copes with dollar signs in the page (no replacement patterns)", () => {
    const priced = document().replace("<h1>Hi</h1>", () => "<h1>$& $1 $39</h1>");
    const html = finishDocument(priced, read);
    expect(html).toContain("<h1>$& $1 $39</h1>");
    expect(readPageStart(html)?.routes).toEqual(["/assets/root-D.js", "/assets/home-E.js"]);
  });

  describe("the largest image", () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6">\n  <text>R&amp;D 100%</text>\n  <rect fill="url(#g)" width="8" height="6"/></svg>\n`;
    const page = (img: string) =>
      `<html><head><link rel="preload" as="image" href="/images/projects/a.svg?v=Ab_1" fetchPriority="high"/>` +
      `<link rel="icon" href="/favicon.svg"/></head><body>${img}</body></html>`;
    const priority = `<img src="/images/projects/a.svg?v=Ab_1" alt="" width="800" height="600" loading="eager" fetchPriority="high"/>`;
    const readDrawing = (href: string) => (href === "/images/projects/a.svg" ? drawing : null);

    it("travels inside the document, on one line, percent-encoded, escaped for an attribute, its preload gone", () => {
      const html = inlineLargestImage(page(priority), readDrawing);
      const src = /<img src="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(src).toBe(
        `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%208%206'%3E%20` +
          `%3Ctext%3ER&amp;amp;D%20100%25%3C/text%3E%20%3Crect%20fill='url(%23g)'%20width='8'%20height='6'/%3E%3C/svg%3E`,
      );
      expect(html).toContain(
        `alt="" width="800" height="600" loading="eager" fetchPriority="high"/>`,
      );
      expect(html).not.toContain(`rel="preload"`);
      expect(html).toContain(`<link rel="icon" href="/favicon.svg"/>`);
    });

    it("is fetched as before when it is not a drawing of the site's, is too large, or cannot be read", () => {
      const upload = priority.replace("/images/projects/a.svg?v=Ab_1", "/media/a-800.avif");
      const lazy = priority.replace(` fetchPriority="high"`, "");
      const large = () => drawing.replace("<text>", "<text>" + "x".repeat(MAX_INLINE_IMAGE_CHARS));
      for (const [img, read] of [
        [upload, readDrawing],
        [lazy, readDrawing],
        [priority, large],
        [priority, () => null],
        [priority, () => "<script>alert(1)</script>"],
      ] as const) {
        expect(inlineLargestImage(page(img), read)).toBe(page(img));
      }
    });
  });
});
