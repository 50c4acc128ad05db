import { describe, expect, it } from "vitest";
import {
  deferHydration,
  finishDocument,
  inlineLargestImage,
  inlineStylesheets,
  MAX_INLINE_IMAGE_CHARS,
} from "./finish-document.server";

// The shape React Router 7 renders (react-router's <Links /> and <Scripts />).
const document = (nonce = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="manifest" href="/site.webmanifest"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/react-B.js"${nonce}/>` +
  `<link${nonce} rel="stylesheet" href="/assets/shell-C.css"/></head><body><h1>Hi</h1>` +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script type="module" async=""${nonce}>;\nimport * as route0 from "/assets/root-D.js";\n` +
  `import * as route1 from "/assets/home-E.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
  `import("/assets/entry.client-A.js");</script></body></html>`;

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

  it("moves the module preloads behind the first paint and makes the route imports dynamic", () => {
    const html = deferHydration(document());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf('"load"'));
    // The largest image on the first screen is painted before any script is asked for.
    expect(script.indexOf('"load"')).toBeLessThan(script.indexOf("largest-contentful-paint"));
    expect(script.indexOf("largest-contentful-paint")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      `[["modulepreload","/assets/entry.client-A.js"],["modulepreload","/assets/react-B.js"],["manifest","/site.webmanifest"]]`,
    );
    // Linked by that script, after the first paint: browsers fetch it and its icons at once.
    expect(html).not.toContain(`rel="manifest"`);
    expect(script).toContain(`const route0 = await import("/assets/root-D.js");`);
    expect(script).toContain(`const route1 = await import("/assets/home-E.js");`);
    expect(script).not.toMatch(/^\s*import \*/m);
    expect(script).toContain(`import("/assets/entry.client-A.js");`);
  });

  it("asks for the modules a few to a task, in their order, so no task starts two dozen requests", async () => {
    const many = document().replace(
      `<link rel="modulepreload" href="/assets/react-B.js"/>`,
      Array.from(
        { length: 9 },
        (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`,
      ).join(""),
    );
    const script =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(many))?.[1] ?? "";
    const loop = /\{ let n = 0;[\s\S]*?document\.head\.append\(l\); \} \}/.exec(script)?.[0];
    expect(loop).toBeDefined();
    // Run the script's own loop against a head that records which task each link came in.
    let task = 0;
    const tasks: string[][] = [[]];
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (l: { rel: string; href: string }) => tasks[task]?.push(l.href) },
    };
    const nextTask = (resume: () => void) => {
      task++;
      tasks.push([]);
      resume();
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction("document", "setTimeout", loop ?? "")(fakeDocument, nextTask);
    expect(tasks.flat()).toEqual([
      "/assets/entry.client-A.js",
      ...Array.from({ length: 9 }, (_, i) => `/assets/m${i}.js`),
      "/site.webmanifest",
    ]);
    expect(tasks.map((t) => t.length)).toEqual([4, 4, 3]);
  });

  it("keeps the nonce of a page rendered per request on its tags", () => {
    const html = finishDocument(document(` nonce="abc"`), read);
    expect(html).toContain(`<script type="module" async="" nonce="abc">await new Promise`);
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
    expect(html).toContain(`const route0 = await import("/assets/root-D.js");`);
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
