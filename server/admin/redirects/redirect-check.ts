import { pathKey, type RedirectValues } from "../../../app/admin/redirects/redirects-forms.ts";
import { redirectsCopy } from "../../../app/admin/redirects/redirects-words.ts";
import type { RedirectErrors } from "../../../app/admin/redirects/redirects.ts";

const errors = redirectsCopy.errors;

/** A redirect that already answers: made by hand, or left by a slug change. */
export interface KnownRedirect {
  /** Its path (lower case, no trailing slash). */
  from: string;
  /** Its target as stored: a path of this site or an absolute address. */
  to: string;
}

const probe = "http://same-site.invalid";

/**
 * The path of this site a redirect's target names, to compare with other
 * redirects' paths: a path, or an absolute address on the site's own origin
 * (SITE_URL); null for another site's address.
 */
export function pathOnSite(target: string, siteOrigin: string): string | null {
  try {
    if (target.startsWith("/")) return pathKey(new URL(target, probe).pathname);
    const url = new URL(target);
    return url.origin === siteOrigin ? pathKey(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The rules a new redirect must pass against the ones that already answer,
 * with a message at the field to change. A redirect may take one hop only:
 *
 * - 'To' the very path of 'From', or to a path whose redirect leads back to
 *   'From': a loop (at 'To');
 * - 'To' a path that itself redirects: a chain of two (at 'To', naming where
 *   it goes on to);
 * - 'From' a path that already redirects: taken (at 'From');
 * - 'From' a path another redirect leads to: a chain of two (at 'From').
 */
export function checkRedirect(
  values: RedirectValues,
  known: readonly KnownRedirect[],
  siteOrigin: string,
): RedirectErrors {
  const found: RedirectErrors = {};
  const bySource = new Map(known.map((redirect) => [redirect.from, redirect]));
  const to = pathOnSite(values.to, siteOrigin);
  const next = to === null ? undefined : bySource.get(to);
  if (to === values.from) found.to = errors.loop;
  else if (next) {
    found.to =
      pathOnSite(next.to, siteOrigin) === values.from
        ? errors.loop
        : errors.chain(values.to, next.to);
  }
  const taken = bySource.get(values.from);
  if (taken) found.from = errors.fromTaken(taken.to);
  else if (found.to !== errors.loop) {
    const into = known.find((redirect) => pathOnSite(redirect.to, siteOrigin) === values.from);
    if (into) found.from = errors.fromIsTarget(into.from);
  }
  return found;
}
