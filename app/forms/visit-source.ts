import { UTM_NAMES, VISIT_SOURCE_FIELD, VISIT_SOURCE_KEY } from "../lib/page-bootstrap.ts";

/**
 * Where a lead came from, first-party and without cookies:
 * the visit's landing page (a path, never its query), the referring site's host
 * (never its page) and the campaign's `utm_*` values. The enquiry form sends
 * them as one hidden field, `sourceVisit`, a query string
 * (`visitSourceOf` writes it):
 *
 *     landing=%2Fservices&referrer=www.google.com&utm_source=newsletter
 *
 * - Without JavaScript, the server writes the form page's own request into the
 *   field for each visitor, kept pages included, as it writes the form stamp
 *   (server/http/visit-source.ts, server/http/document-versions.ts).
 * - With JavaScript, the page bootstrap (app/lib/page-bootstrap.ts) keeps the
 *   tab's first page in `sessionStorage` and writes it into the page's forms
 *   before they hydrate: inline, so no page loads a byte more of script for it.
 *
 * Like the form and page fields, a value that is not plausible is dropped,
 * never refused: the enquiry matters, not its label. Browser-safe.
 */

export { UTM_NAMES };
export const SOURCE_VISIT_FIELD = VISIT_SOURCE_FIELD;
export type UtmName = (typeof UTM_NAMES)[number];

/** What the server writes where the field's value goes; each response replaces it. */
export const VISIT_SOURCE_PLACEHOLDER = "__GENESIS_VISIT_SOURCE__";

export interface VisitSource {
  landingPage: string | null;
  referrer: string | null;
  utm: Partial<Record<UtmName, string>>;
}

const MAX_FIELD = 1000;
const MAX_UTM = 100;
// A path as links and the address bar have it: no query, no fragment, bounded.
const LANDING_PAGE = /^\/[\w\-./~%@:+!$,;=]{0,200}$/;
// A host name (or address), with a port at most.
const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;
// No control or invisible formatting characters in a label shown in the console.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The hidden field read back, each part kept only when plausible; null when nothing is. */
export function parseVisitSource(value: string): VisitSource | null {
  if (value.length > MAX_FIELD) return null;
  const params = new URLSearchParams(value);
  const landing = params.get("landing");
  const referrer = params.get("referrer")?.toLowerCase() ?? null;
  const utm: VisitSource["utm"] = {};
  for (const name of UTM_NAMES) {
    const clean = params.get(name)?.replace(INVISIBLE, "").trim().slice(0, MAX_UTM);
    if (clean) utm[name] = clean;
  }
  const source: VisitSource = {
    landingPage: landing && LANDING_PAGE.test(landing) ? landing : null,
    referrer: referrer && HOST.test(referrer) ? referrer : null,
    utm,
  };
  return source.landingPage || source.referrer || Object.keys(utm).length ? source : null;
}

let fromPage: string | undefined;

/**
 * The field's value: on the server, the placeholder each response replaces; in
 * the browser, the visit's first page as the bootstrap kept it in this tab,
 * else what the page arrived with (read once, as the form stamp is).
 */
export function visitSourceValue(): string {
  if (typeof document === "undefined") return VISIT_SOURCE_PLACEHOLDER;
  try {
    const kept = sessionStorage.getItem(VISIT_SOURCE_KEY);
    if (kept !== null) return kept;
  } catch {
    // Storage is off: the page's own.
  }
  fromPage ??=
    document.querySelector<HTMLInputElement>(`input[name="${SOURCE_VISIT_FIELD}"]`)?.value ?? "";
  return fromPage;
}
