import { describe, expect, it } from "vitest";
import { everyScreen } from "../../support/screens.ts";
import { siteAnswer } from "../../support/site-app.ts";
import { duplicateIds, htmlProblems } from "../../support/html-problems.ts";
import { invalidUrlAttributes } from "../../support/url-attributes.ts";

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

// The pages of the site's one app, as the other whole-site checks read them (../site.test.ts).
async function problems(path: string, status: number): Promise<string[]> {
  const response = await siteAnswer(path);
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  return htmlProblems(response.body, path);
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
