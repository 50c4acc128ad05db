import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { svgDataUrl } from "./svg-data-url.ts";

/**
 * The last pass over every HTML document React Router renders, pre-rendered or
 * live (docs/decisions/014-first-paint-before-scripts.md). Three changes put the
 * first paint ahead of everything else a phone has to download:
 *
 * 1. The site's stylesheet (about 11 kB compressed) is inlined, so painting
 *    needs no second request. The `<link>` stays, `disabled` so it is neither
 *    fetched nor applied, because React expects to find it when it hydrates.
 * 2. Hydration starts after the first paint and the page's images: React
 *    Router's module preloads and its inline module script (whose static
 *    imports would fetch every script at once, ahead of fonts and images)
 *    become a script that waits for a painted frame, the load event and the
 *    paint of the largest image on the first screen, then adds the same
 *    preloads and imports the same modules.
 * 3. The largest image, when it is a small drawing of the site's, travels
 *    inside the document (`inlineLargestImage`).
 *
 * Each change is made only when the document has exactly the shape expected;
 * otherwise the document is left as rendered (slower, never broken). The
 * end-to-end tests check that these changes happen on every page.
 */
export function finishDocument(html: string, readAsset: (href: string) => string | null): string {
  return deferHydration(inlineStylesheets(inlineLargestImage(html, readAsset), readAsset));
}

/** The most a drawing may weigh to travel inside the document (about 2.5 kB compressed). */
export const MAX_INLINE_IMAGE_CHARS = 12_000;
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/;
const SITE_DRAWING = / src="(\/images\/[\w/-]+\.svg)(?:\?v=[\w-]+)?"/;

/**
 * The page's largest image, when it is one of the site's own drawings (a small
 * SVG), comes inside the document as a data URL, and its preload goes: on a
 * phone's first visit the largest paint then waits for no request and no new
 * connection (docs/decisions/032-largest-drawing-inline.md). Only the image
 * React renders with `fetchPriority="high"` (ResponsiveImage's `priority`), and
 * only from the build: uploads (pictures with sources) and larger drawings are
 * fetched as before. React keeps the element as it finds it when it hydrates.
 */
export function inlineLargestImage(html: string, readAsset: (href: string) => string | null) {
  const tag = PRIORITY_IMAGE.exec(html)?.[0];
  const src = tag && SITE_DRAWING.exec(tag);
  if (!tag || !src) return html;
  const [attribute, path = ""] = src;
  const svg = readAsset(path);
  if (svg === null || svg.length > MAX_INLINE_IMAGE_CHARS || !svg.trimStart().startsWith("<svg")) {
    return html;
  }
  // A valid URL (percent-encoded, no raw `<` or `"`), then the attribute's one escape.
  const data = svgDataUrl(svg).replaceAll("&", "&amp;");
  const url = attribute.slice(' src="'.length, -1);
  const preload = `<link rel="preload" as="image" href="${url}"`;
  const start = html.indexOf(preload);
  const withoutPreload =
    start < 0 ? html : html.slice(0, start) + html.slice(html.indexOf(">", start) + 1);
  return withoutPreload.replace(tag, () => tag.replace(attribute, () => ` src="${data}"`));
}

const LINK = /<link\b[^>]*>/g;
/** Module preloads the hydration script links in one task before it yields (issue 20). */
const LINKS_PER_TASK = 4;

/** The href of a `<link rel="…">` tag of the given rel, or null. */
function linkHref(tag: string, rel: string): string | null {
  if (!tag.includes(` rel="${rel}"`)) return null;
  return / href="([^"]+)"/.exec(tag)?.[1] ?? null;
}

export function inlineStylesheets(html: string, readAsset: (href: string) => string | null) {
  return html.replace(LINK, (tag) => {
    const linked = linkHref(tag, "stylesheet");
    if (!linked?.startsWith("/assets/") || tag.includes(" disabled")) return tag;
    // React Router marks a stylesheet that lazy chunks also depend on with a
    // trailing "#". Its link keeps the mark (React finds links in <head> by
    // href); a second one without it tells Vite's loader of those chunks that
    // the stylesheet is in the page already, or it would fetch it again.
    const href = linked.replace(/#$/, "");
    const css = readAsset(href);
    if (css === null || /<\/style/i.test(css)) return tag;
    const forVite = href === linked ? "" : `<link rel="stylesheet" href="${href}" disabled=""/>`;
    return `<style data-href="${href}">${css}</style>${forVite}${tag.replace(/\/?>$/, ' disabled=""/>')}`;
  });
}

const ROUTE_MODULES = /(<script[^>]* type="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\n]+");$/gm;

export function deferHydration(html: string): string {
  const script = ROUTE_MODULES.exec(html);
  if (!script) return html;
  const [whole, open, body = "", close] = script;
  const imports = body.replace(STATIC_IMPORT, "const $1 = await import($2);");
  // Anything else that still imports statically is a shape this pass does not know.
  if (/^\s*;?\s*import\s/m.test(imports) || !imports.includes("await import(")) return html;

  const preloads: string[] = [];
  let manifest: string | null = null;
  const withoutPreloads = html.replace(LINK, (tag) => {
    // The web app manifest matters for installing the site, not for reading it:
    // browsers fetch it and its icons at once, on the first screen's bandwidth.
    const manifestHref = linkHref(tag, "manifest");
    if (manifestHref && !manifest) {
      manifest = manifestHref;
      return "";
    }
    const href = linkHref(tag, "modulepreload");
    if (!href) return tag;
    preloads.push(href);
    return "";
  });
  const deferred =
    // After the first contentful paint has reached the screen, as the browser
    // reports it (a frame drawn may take a while longer to be shown; where paint
    // timing is missing, after a frame; a second at most, as in a background tab)
    // and the page's own images have arrived, so a picture that is the largest
    // paint is not queued behind scripts (at most 2.5 s more)...
    `await new Promise((r) => { const fcp = "first-contentful-paint";` +
    ` if (performance.getEntriesByName(fcp).length) return r();` +
    ` try { new PerformanceObserver((l, o) => { if (l.getEntriesByName(fcp).length) { o.disconnect(); r(); } })` +
    `.observe({ type: "paint", buffered: true }); } catch { requestAnimationFrame(() => setTimeout(r)); }` +
    ` setTimeout(r, 1000); });` +
    `if (document.readyState !== "complete") await new Promise((r) => {` +
    ` addEventListener("load", r, { once: true }); setTimeout(r, 2500); });` +
    // ...and the largest of those images on the first screen has been painted
    // (a frame or more after it arrived), as largest-contentful-paint reports
    // it: Lighthouse charges a phone's every request started before that paint
    // to it. The size awaited is the image's visible area, no more than its own
    // pixels, as the browser measures it (at most half a second more)...
    `{ const imgs = [...document.images].filter((i) => i.complete && i.naturalWidth);` +
    `if (imgs.length && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))` +
    ` await new Promise((r) => { setTimeout(r, 500);` +
    ` const io = new IntersectionObserver((es) => { io.disconnect(); let big = 0;` +
    ` for (const e of es) { const shown = e.boundingClientRect.width * e.boundingClientRect.height;` +
    ` const own = e.target.naturalWidth * e.target.naturalHeight;` +
    ` big = Math.max(big, e.intersectionRect.width * e.intersectionRect.height * Math.min(1, shown ? own / shown : 1)); }` +
    ` if (!big) return r();` +
    ` new PerformanceObserver((l, o) => { if (l.getEntries().some((e) => e.size >= big * 0.9)) { o.disconnect(); r(); } })` +
    `.observe({ type: "largest-contentful-paint", buffered: true }); });` +
    ` for (const i of imgs) io.observe(i); }); }` +
    // ...then every module is fetched, as the preloads did before, and the manifest
    // is linked again. Each link starts its request at once, about half a
    // millisecond of the main thread here (four times that on Lighthouse's phone):
    // a few a task, so that two dozen of them do not make one long task...
    `{ let n = 0; for (const [rel, href] of ${JSON.stringify([
      ...preloads.map((href) => ["modulepreload", href]),
      ...(manifest ? [["manifest", manifest]] : []),
    ])}) {` +
    ` if (n > 0 && n % ${LINKS_PER_TASK} === 0) await new Promise((r) => setTimeout(r));` +
    ` n++; const l = document.createElement("link"); l.rel = rel; l.href = href;` +
    ` document.head.append(l); } }` +
    // ...and React Router's own script runs, its imports made dynamic.
    imports;
  return withoutPreloads.replace(whole, () => `${open}${deferred}${close}`);
}

const assetCache = new Map<string, string | null>();

/** A built client file by its URL path, from the build directory; null when absent (development). */
export function readBuiltAsset(href: string): string | null {
  let text = assetCache.get(href);
  if (text === undefined) {
    const file = join(process.env.BUILD_DIR || "build", "client", href);
    text = existsSync(file) ? readFileSync(file, "utf8") : null;
    assetCache.set(href, text);
  }
  return text;
}
