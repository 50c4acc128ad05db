import { HtmlValidate, type ConfigData } from "html-validate";
import { describe, expect, it } from "vitest";
import { everyScreen } from "../../support/screens.ts";
import { siteAnswer } from "../../support/site-app.ts";
import { invalidUrlAttributes } from "../../support/url-attributes.ts";

/**
 * html-validate's recommended and full-document presets. Each exception says why;
 * the rules about React's way of writing HTML follow React rather than being off.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements self-closed (<img/>), boolean and empty
    // attributes as name="" and a few names in camelCase (charSet, dateTime,
    // noValidate); all of it is valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() makes ids such as "_R_1695_": valid HTML ids (no spaces),
    // but not the letter-first ids of the rule's strict mode.
    "valid-id": ["error", { relaxed: true }],
    // Inline styles hold values worked out per element: the stagger of the
    // entrance animations. Nothing else.
    "no-inline-style": ["error", { allowedProperties: ["transition-delay"] }],
    // Integrity hashes protect files from other origins; every script and
    // stylesheet here is our own, content-hashed and served by this server.
    "require-sri": ["error", { target: "crossorigin" }],
    // The header's mega menu (hidden until opened) titles its groups with <h2>
    // before the page's <h1> in source order; each page has exactly one <h1>
    // (./seo.ts), and the headings of <main> start there.
    "heading-level": ["error", { minInitialRank: "h2" }],
    // ARIA lets a list be named ("Services we offer" on the home banner); the
    // rule only discourages it. Names on elements whose role forbids one (a
    // plain <div>) stay errors.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Every tel: link is `white-space: nowrap` (app/app.css), which the rule
    // cannot see; that is what its non-breaking characters are for.
    "tel-non-breaking": "off",
  },
};

// Every screen, pre-rendered or rendered per request, both copies, and the answers for
// what does not exist.
const found = [
  ...everyScreen,
  "/home-two/projects/harbor-and-co",
  "/blog/adding-ai-to-your-product-without-the-hype",
  "/blog?tag=ai",
];
const notFound = [
  "/no-such-page",
  "/home-two/no-such-page",
  "/service/99",
  "/projects/no-such-project",
  "/blog/no-such-post",
];

const validator = new HtmlValidate(config);

// The pages of the site's one app, as the other whole-site checks read them (../site.test.ts).
async function problems(path: string, status: number): Promise<string[]> {
  const response = await siteAnswer(path);
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  const html = response.body;
  const report = await validator.validateString(html, path);
  const messages = report.results.flatMap((result) =>
    result.messages.map(
      (m) => `${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? "document"})`,
    ),
  );
  return [...messages, ...duplicateIds(html), ...invalidUrlAttributes(html)];
}

/**
 * The validator skips the inside of <svg>, so ids there (a gradient's) are
 * checked here, with every other id of the page.
 */
function duplicateIds(html: string): string[] {
  const markup = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const ids = [...markup.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map(([, id]) => id!);
  const repeated = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
  return [...repeated].map((id) => `[duplicate-id] id "${id}" is used more than once`);
}

describe("the HTML of every route is valid", () => {
  it.each(found)("%s", async (path) => {
    expect(await problems(path, 200)).toEqual([]);
  });

  it.each(notFound)("%s (not found)", async (path) => {
    expect(await problems(path, 404)).toEqual([]);
  });

  it("notices an id used twice, inside an <svg> as well", () => {
    const svg = (id: string) =>
      `<svg><defs><linearGradient id="${id}"></linearGradient></defs></svg>`;
    expect(duplicateIds(`<p id="a"></p>${svg("logo")}${svg("logo")}`)).toEqual([
      '[duplicate-id] id "logo" is used more than once',
    ]);
    expect(duplicateIds(`<p id="a"></p><script>var x = '<p id="a">';</script>`)).toEqual([]);
  });

  it("notices a URL that is not a valid URL string, as the Nu Html Checker does", () => {
    const raw = `data:image/svg+xml,<svg xmlns=&quot;http://www.w3.org/2000/svg&quot;/>`;
    expect(invalidUrlAttributes(`<img src="${raw}" alt="">`)).toEqual([
      `[valid-url] <img src> data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>: ` +
        `"<" at 19 is not allowed in a URL (percent-encode it)`,
    ]);
    const problems = invalidUrlAttributes(
      `<a href="/blog?q=two words">x</a><a href="/a#b#c">x</a><a href="/100%">x</a>` +
        `<img src="/a.png" srcset="/a-400.png 400w, /a<800>.png 800w" alt="">`,
    );
    expect(problems.map((p) => /^\[valid-url\] <[^>]+>/.exec(p)?.[0])).toEqual([
      "[valid-url] <a href>",
      "[valid-url] <a href>",
      "[valid-url] <a href>",
      "[valid-url] <img srcset>",
    ]);
    // Percent-encoded, with the attribute's own escapes, surrounded by spaces, or
    // an address of another kind: all valid.
    const encoded = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E`.replace(
      / /g,
      "%20",
    );
    expect(
      invalidUrlAttributes(
        `<img src=" ${encoded} " srcset="/a-400.png?v=x_1 400w,/a-800.png 800w" alt="">` +
          `<a href="/blog?tag=ai&amp;page=2#comments">x</a><a href="mailto:hello@example.com">x</a>` +
          `<a href="tel:+15550100">x</a><a href="">x</a><svg><use href="#icon"></use></svg>`,
      ),
    ).toEqual([]);
  });
});
