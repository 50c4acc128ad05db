import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LINK_TAG, linkHref, readRouteModulesScript } from "./document-shape.server.ts";
import type startPage from "./page-bootstrap.ts";
import pageBootstrap from "./page-bootstrap.ts?inline-script";
import { svgDataUrl } from "./svg-data-url.ts";

/**
 * The last pass over every HTML document React Router renders, pre-rendered or
 * live (docs/pipeline.md). Three changes put the first paint ahead of
 * everything else a phone has to download:
 *
 * 1. The site's stylesheet (about 11 kB compressed) is inlined, so painting
 *    needs no second request. The `<link>` stays, `disabled` so it is neither
 *    fetched nor applied, because React expects to find it when it hydrates.
 * 2. Hydration starts after the first paint and the page's images: React
 *    Router's module preloads and its inline module script (whose static
 *    imports would fetch every script at once, ahead of fonts and images)
 *    become a call of the page bootstrap (page-bootstrap.ts), which waits for
 *    a painted frame, the load event and the paint of the largest image on
 *    the first screen, then adds the same preloads and imports the same modules.
 * 3. The largest image, when it is a small drawing of the site's, travels
 *    inside the document (`inlineLargestImage`).
 *
 * Each change is made only when the document has exactly the shape expected
 * (document-shape.server.ts); otherwise the document is left as rendered
 * (slower, never broken). The build fails instead when a page it renders lacks
 * that shape (app/entry.server.tsx), and the end-to-end tests check that these
 * changes happen on every page.
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

export function inlineStylesheets(html: string, readAsset: (href: string) => string | null) {
  return html.replace(LINK_TAG, (tag) => {
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

/**
 * React Router's route-modules script becomes a call of the page bootstrap
 * (page-bootstrap.ts, compiled at build time) with this page's values: it
 * waits for the first paint, the load event and the largest image, links the
 * same preloads and the manifest a few a task, and imports the route modules.
 * React Router's own code runs after it as written, with the names it imported:
 *
 *     const[route0,route1]=await(…)(["/assets/…",…],"/site.webmanifest",["/assets/root-….js",…]);
 *     window.__reactRouterManifest = …; import("/assets/entry.client-….js");
 */
export function deferHydration(html: string): string {
  const script = readRouteModulesScript(html);
  if ("missing" in script) return html;

  const modules: string[] = [];
  let manifest: string | null = null;
  const withoutPreloads = html.replace(LINK_TAG, (tag) => {
    // Linked by the bootstrap once the page has loaded: browsers fetch the
    // manifest and its icons at once, on the first screen's bandwidth.
    const manifestHref = linkHref(tag, "manifest");
    if (manifestHref && !manifest) {
      manifest = manifestHref;
      return "";
    }
    const href = linkHref(tag, "modulepreload");
    if (!href) return tag;
    modules.push(href);
    return "";
  });
  const values: PageValues = [modules, manifest, script.imports.map((i) => i.href)];
  const bindings = script.imports.map((i) => i.binding).join(",");
  // The values as the call's arguments: JSON, without the array's brackets.
  const call = `const[${bindings}${CALL}${inScript(values).slice(1, -1)}${CALL_END}`;
  return withoutPreloads.replace(
    script.whole,
    () => `${script.open}${call}${script.rest}${script.close}`,
  );
}

/** What a page hands its bootstrap: its modules, its manifest, its route modules. */
type PageValues = Parameters<typeof startPage>;

/** The bootstrap's call, after the names it binds and before the page's values. */
const CALL = `]=await${pageBootstrap}(`;
const CALL_END = ");\n";

/** JSON that cannot end the script it is in (`<` written as its escape). */
function inScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * The values a finished page hands its bootstrap, read back from its HTML (for
 * the JavaScript budget, tests/integration/js-budget.test.ts), or null when the
 * page was not finished.
 */
export function readPageStart(
  html: string,
): { modules: string[]; manifest: string | null; routes: string[] } | null {
  const at = html.indexOf(CALL);
  if (at < 0) return null;
  const values = html.slice(at + CALL.length, html.indexOf(CALL_END, at));
  const [modules, manifest, routes] = JSON.parse(`[${values}]`) as PageValues;
  return { modules, manifest, routes };
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
