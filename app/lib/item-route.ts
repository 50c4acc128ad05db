import { data, redirect } from "react-router";
import type { Lookup } from "./publishing";

/** "" or "/home-two": the copy of the site a path belongs to. */
export function sitePrefix(pathname: string): string {
  return pathname === "/home-two" || pathname.startsWith("/home-two/") ? "/home-two" : "";
}

/**
 * The item a slug names, or the answer instead of it: 301 to the current
 * slug after a rename (same copy of the site, in the
 * same language, same query), 410 for a preview
 * link that no longer works (./preview-link-route.ts), 404 otherwise (a route throws
 * its 404 with the page's copy first: app/lib/not-found.server.ts).
 */
export function itemOrAnswer<T>(
  lookup: Lookup<T>,
  request: Request,
  base: string,
  /** The page's language's prefix (`/de`): React Router puts it before the redirect's path. */
  language = "",
): T {
  if (lookup.kind === "found") return lookup.item;
  // A preview link that no longer works is its page's own answer (./item-page.server.ts).
  if (lookup.kind === "link-ended") throw data(null, { status: 410 });
  if (lookup.kind === "moved") {
    const url = new URL(request.url);
    const path = url.pathname.slice(language.length);
    throw redirect(
      `${sitePrefix(path)}${base}/${encodeURIComponent(lookup.slug)}${url.search}`,
      301,
    );
  }
  throw data(null, { status: 404 });
}

/** Previews (signed-in or by link) are never stored by a cache; public item pages follow the site's rules. */
export function previewHeaders(draft: boolean): HeadersInit {
  return draft ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } : {};
}
