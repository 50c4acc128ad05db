const DATA_URL = "data:image/svg+xml,";
/**
 * What may stay as it is: the URL Standard's ASCII URL code points (not `%` or
 * `#`, which a URL reads as its own, nor white space, which it drops). All else
 * is percent-encoded as UTF-8: `<`, `>`, `"`, spaces, `{`, `|`, `^`, and text
 * beyond ASCII too, which the URL Standard allows and RFC 3986's URIs do not.
 */
const ENCODED = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/gu;

/**
 * An SVG drawing as a data URL that is a valid URL string, as the HTML spec
 * requires of `src` (raw `<` there made 65 pages invalid for the Nu
 * Html Checker), and as short as it can be kept: white space collapses to one
 * space, and the attributes' double quotes become apostrophes, one URL code
 * point where `%22` would be three characters (unless the drawing uses
 * apostrophes itself). Base64 would be a little longer, and two thirds larger
 * compressed (brotli, over the site's drawings).
 * The result is a URL; an HTML attribute still needs its `&` escaped.
 */
export function svgDataUrl(svg: string): string {
  const oneLine = svg.trim().replace(/\s+/g, " ");
  const quoted = oneLine.includes("'") ? oneLine : oneLine.replaceAll('"', "'");
  return DATA_URL + quoted.replace(ENCODED, (character) => encodeURIComponent(character));
}
