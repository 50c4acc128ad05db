/**
 * Reading a request's target safely. A path that starts with
 * two slashes (or a slash and a backslash, which browsers and the URL parser
 * read as a slash) is a network-path reference: `//evil.com` names another
 * host. Such a path is never a page of this site, must never be echoed into a
 * Location header, and must never be parsed against our origin.
 */

/** The path of a request target, without its query string. */
export function pathOf(target: string): string {
  const q = target.indexOf("?");
  return q === -1 ? target : target.slice(0, q);
}

export type PathCheck = "ok" | "not-found" | "bad-request";

/**
 * `not-found` for a path that reads as another host, as sent or once
 * percent-decoded (`//host`, `/\host`, `/%2F%2Fhost`, `/%5Chost`);
 * `bad-request` for a path that is not valid percent-encoded UTF-8.
 */
export function checkPath(path: string): PathCheck {
  if (startsLikeHost(path)) return "not-found";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "bad-request";
  }
  return startsLikeHost(decoded) ? "not-found" : "ok";
}

function startsLikeHost(path: string): boolean {
  return /^[/\\][/\\]/.test(path);
}

const probe = "http://same-site.invalid";

/**
 * Whether a Location value stays on this site: one `/` not followed by `/` or
 * `\`, and nothing that a URL parser (which drops tabs and newlines) would
 * resolve to another origin.
 */
export function isSameSitePath(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location)) return false;
  try {
    return new URL(location, probe).origin === probe;
  } catch {
    return false;
  }
}

/**
 * The absolute URL of a request, or null when the Host header or the target
 * cannot make one on the request's own origin.
 */
export function requestUrl(protocol: string, host: string, target: string): URL | null {
  try {
    const origin = new URL(`${protocol}://${host}`);
    const url = new URL(target, origin);
    return target.startsWith("/") && url.origin === origin.origin ? url : null;
  } catch {
    return null;
  }
}

/** The same target with its path in lower case, or null when it already is. */
export function lowerCaseTarget(target: string): string | null {
  const path = pathOf(target);
  const lower = path.toLowerCase();
  return lower === path ? null : lower + target.slice(path.length);
}
