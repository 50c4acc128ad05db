import { parseHtml } from "./html-page.ts";

/**
 * Every URL an HTML document's attributes hold, checked against the URL
 * Standard's "valid URL string", as the Nu Html Checker does and html-validate
 * does not (it has no rule for a URL's characters): a raw `<`, `>`, `"`, space
 * or newline, a second `#`, or a `%` not followed by two hex digits is an error
 * even where browsers forgive it (docs/reliability.md: an SVG data URL with raw markup in
 * its `src`). The document is read by a real parser (jsdom), so entities are
 * decoded as a browser decodes them: `&quot;` in the source is a `"` in the URL.
 */

/** Attributes whose whole value is one URL (HTML: "valid URL potentially surrounded by spaces"). */
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "poster", "cite"];
/** Attributes holding a list of image candidates, each starting with a URL. */
const SRCSET_ATTRIBUTES = ["srcset", "imagesrcset"];

const ASCII_WHITESPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
const ASCII_URL_CODE_POINT = /[A-Za-z0-9!$&'()*+,\-./:;=?@_~]/;

/**
 * The URL Standard's URL code points: ASCII alphanumerics, a few punctuation
 * marks, and everything from U+00A0 on but surrogates and noncharacters.
 */
function isUrlCodePoint(codePoint: number): boolean {
  if (codePoint < 0x80) return ASCII_URL_CODE_POINT.test(String.fromCodePoint(codePoint));
  if (codePoint < 0xa0 || codePoint > 0x10fffd) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  if (codePoint >= 0xfdd0 && codePoint <= 0xfdef) return false;
  return (codePoint & 0xfffe) !== 0xfffe;
}

/**
 * Why `value` is not a valid URL string, or null when it is: URL units (URL
 * code points and `%XX`) throughout, one `#` at most (the fragment's), and
 * parseable. Stricter than the standard in one place, which no page uses: the
 * `[` and `]` of an IPv6 host.
 */
function urlStringProblem(value: string): string | null {
  const characters = [...value];
  let fragments = 0;
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i]!;
    if (character === "#" && ++fragments === 1) continue;
    if (character === "%") {
      if (!/^[0-9A-Fa-f]{2}$/.test(characters.slice(i + 1, i + 3).join(""))) {
        return `"%" at ${i} is not followed by two hex digits`;
      }
      continue;
    }
    if (!isUrlCodePoint(character.codePointAt(0)!)) {
      return `${JSON.stringify(character)} at ${i} is not allowed in a URL (percent-encode it)`;
    }
  }
  return URL.canParse(value, "https://example.com/") ? null : "it does not parse";
}

/** The URLs of a srcset, as HTML's "parse a srcset attribute" splits it. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\t\n\f\r ,]+/, "");
    if (!rest) return urls;
    const url = /^[^\t\n\f\r ]+/.exec(rest)![0];
    rest = rest.slice(url.length);
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
    } else {
      urls.push(url);
      // Its descriptors (800w, 2x) run to the next comma outside parentheses.
      const descriptors = /^(?:[^,(]|\([^)]*\))*/.exec(rest)![0];
      rest = rest.slice(descriptors.length);
    }
  }
}

/** One line per attribute whose URL is not valid: `<img src> …: why`. */
export function invalidUrlAttributes(html: string): string[] {
  const { document } = parseHtml(html);
  const problems: string[] = [];
  const check = (element: Element, name: string, url: string) => {
    const problem = urlStringProblem(url);
    if (problem === null) return;
    const shown = url.length > 80 ? `${url.slice(0, 77)}...` : url;
    problems.push(`[valid-url] <${element.localName} ${name}> ${shown}: ${problem}`);
  };
  for (const element of document.querySelectorAll("*")) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) check(element, name, value.replace(ASCII_WHITESPACE, ""));
    }
    for (const name of SRCSET_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) for (const url of srcsetUrls(value)) check(element, name, url);
    }
  }
  return problems;
}
