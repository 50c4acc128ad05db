/**
 * The parts of a rendered document that finishDocument rewrites, as React
 * Router 7.18 (`<Links />`, `<Scripts />`) and app/root.tsx render them
 * (docs/pipeline.md). The passes read them only through here, and the build
 * checks them here with the same readers: a document without one of them is
 * sent as rendered (slower, never broken), but a build whose pages lack one
 * fails (`assertDocumentShape`, called by app/entry.server.tsx).
 */

/** Every `<link …>` tag of a document (global: for `replace` and `match` only). */
export const LINK_TAG = /<link\b[^>]*>/g;
const ROUTE_MODULES = /(<script[^>]* type="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^\s*import \* as (\w+) from ("[^"\n]+");$/gm;
const ANY_STATIC_IMPORT = /^\s*;?\s*import\s/m;

/** The href of a `<link rel="…">` tag of the given rel, or null. */
export function linkHref(tag: string, rel: string): string | null {
  if (!tag.includes(` rel="${rel}"`)) return null;
  return / href="([^"]+)"/.exec(tag)?.[1] ?? null;
}

/** React Router's inline module script, which registers the route modules and starts the client entry. */
export interface RouteModulesScript {
  /** The element as rendered. */
  whole: string;
  /** Its opening tag (a nonce with it, on a page rendered per request) and its closing tag. */
  open: string;
  close: string;
  /** Its static imports, in order: the name each binds, and the module's URL. */
  imports: { binding: string; href: string }[];
  /** The rest of its code, which uses those names: the manifest, the modules' table, the entry's import. */
  rest: string;
}

/** The route-modules script, or why it is not of the shape this pass rewrites. */
export function readRouteModulesScript(html: string): RouteModulesScript | { missing: string } {
  const script = ROUTE_MODULES.exec(html);
  if (!script) return { missing: SHAPES.routeModulesScript };
  const [whole, open = "", body = "", close = ""] = script;
  const imports: RouteModulesScript["imports"] = [];
  const rest = body.replace(ROUTE_IMPORT, (line, binding: string, literal: string) => {
    const href = stringLiteral(literal);
    if (href === null) return line;
    imports.push({ binding, href });
    return "";
  });
  if (!imports.length) return { missing: SHAPES.routeImports };
  // Anything else that still imports statically is a shape this pass does not know.
  if (ANY_STATIC_IMPORT.test(rest)) return { missing: SHAPES.onlyRouteImports };
  return { whole, open, close, imports, rest: rest.replace(/^[\s;]+/, "") };
}

/** The value of a JavaScript string literal React Router wrote with JSON.stringify, or null. */
function stringLiteral(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** What each shape is, in the words of a failed build. */
const SHAPES = {
  routeModulesScript:
    'React Router\'s route-modules script (`<script type="module" async="">` from <Scripts />)',
  routeImports:
    'its route imports (lines `import * as route0 from "/assets/….js";` in that script)',
  onlyRouteImports:
    "route imports only: that script has a static import of another form, which would fetch before the first paint",
  modulePreloads:
    'React Router\'s module preloads (`<link rel="modulepreload" href="…">` from <Links />, <Scripts />)',
  manifest: 'the web app manifest\'s link (`<link rel="manifest" href="…">`, app/root.tsx)',
  stylesheet:
    'the built stylesheet\'s link (`<link rel="stylesheet" href="/assets/….css">` from <Links />)',
};

/**
 * What a rendered document lacks of the shape finishDocument rewrites: nothing
 * for every page React Router 7.18 renders today. Each pass tolerates its
 * absence (the page is sent as rendered), so only the build can notice.
 */
export function missingShapes(html: string): string[] {
  const missing: string[] = [];
  const script = readRouteModulesScript(html);
  if ("missing" in script) missing.push(script.missing);
  const links = html.match(LINK_TAG) ?? [];
  const has = (rel: string, href = /./) => links.some((tag) => href.test(linkHref(tag, rel) ?? ""));
  if (!has("modulepreload")) missing.push(SHAPES.modulePreloads);
  if (!has("manifest")) missing.push(SHAPES.manifest);
  if (!has("stylesheet", /^\/assets\/.+\.css#?$/)) missing.push(SHAPES.stylesheet);
  return missing;
}

/**
 * Throws when a document rendered for the build lacks any part finishing
 * rewrites, naming the page and each missing part (app/entry.server.tsx).
 */
export function assertDocumentShape(html: string, path: string): void {
  const missing = missingShapes(html);
  if (!missing.length) return;
  throw new Error(
    `${path}: React Router's document no longer has the shape app/lib/finish-document.server.ts ` +
      `rewrites, so its pages would be sent unfinished (every script fetched before the first ` +
      `paint, the stylesheet a request of its own). Missing:\n` +
      missing.map((shape) => `  - ${shape}\n`).join("") +
      `See docs/pipeline.md, "Upgrading React or React Router".`,
  );
}
