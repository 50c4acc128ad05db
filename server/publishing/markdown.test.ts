import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { plainText, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders Markdown with heading anchors", () => {
    const html = renderMarkdown("## Where to start\n\nSome **bold** text.");
    expect(html).toContain('<h2 id="user-content-where-to-start">');
    expect(html).toContain('href="#user-content-where-to-start"');
    expect(html).toContain("<strong>bold</strong>");
  });

  it("turns a # title into an h2: the page's title is its only h1", () => {
    expect(renderMarkdown("# Big")).toMatch(/^<h2 id="user-content-big">/);
  });

  it("drops script tags and raw HTML", () => {
    const html = renderMarkdown(
      'Hello <script>alert("x")</script>\n\n<script src="https://evil.test/x.js"></script>\n\n<iframe src="https://evil.test"></iframe>',
    );
    // The tags are gone; what was between them is left as harmless text.
    expect(html).not.toMatch(/<script|<iframe|evil\.test/i);
    expect(html).toContain("<p>Hello");
  });

  it("removes javascript: links", () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) and [ok](https://example.com) and <a href="javascript:alert(2)">raw</a>',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("removes event attributes and inline styles", () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)"> <p onclick="alert(2)" style="color:red">x</p>\n\n![alt](/a.png "t")',
    );
    expect(html).not.toMatch(/onerror|onclick|style=/i);
    expect(html).toContain('<img src="/a.png" alt="alt" title="t">');
  });

  it("does not let an editor's ids or classes through", () => {
    const html = renderMarkdown('<h2 id="main" class="evil">x</h2>');
    expect(html).not.toMatch(/id="main"|class="evil"/);
  });

  describe("ids and names (DOM clobbering)", () => {
    const body = [
      "## Location",
      "",
      "See the note[^1] and [the heading](#location).",
      "",
      '<a id="location" name="forms">raw</a> <form name="forms"><input name="cookie"></form>',
      "",
      "# Main",
      "",
      "## Config",
      "",
      "[^1]: A footnote, with its way back.",
    ].join("\n");
    /** The body in a page, as a browser would hold it (jsdom: ids and names are named properties). */
    const open = (markdown: string) => {
      const { window } = new JSDOM(
        `<main id="main"><article>${renderMarkdown(markdown)}</article></main>`,
      );
      return { window, article: window.document.querySelector("article")! };
    };

    it("prefixes every id and name the body holds, headings and footnotes included", () => {
      const { window, article } = open(body);
      const named = [...article.querySelectorAll("[id], [name]")];
      expect(named.length).toBeGreaterThanOrEqual(6);
      for (const element of named) {
        for (const value of [element.getAttribute("id"), element.getAttribute("name")]) {
          if (value !== null) expect(value).toMatch(/^user-content-/);
        }
      }
      const { document } = window;
      for (const bare of ["location", "config", "footnote-label", "fn-1", "fnref-1"]) {
        expect(document.getElementById(bare), `#${bare}`).toBeNull();
      }
      expect(document.getElementsByName("forms")).toHaveLength(0);
      expect(document.querySelectorAll("#main")).toHaveLength(1);
      // `## Config` cannot stand in for a global a script reads.
      expect((window as unknown as Record<string, unknown>).config).toBeUndefined();
    });

    it("has every # link of the body lead to an element of the body", () => {
      const { article } = open(body);
      const links = [...article.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
      // Three heading anchors, the footnotes' label anchor, the note, its way back, the editor's link.
      expect(links).toHaveLength(7);
      for (const link of links) {
        const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
        expect(article.querySelector(`[id="${id}"]`), link.outerHTML).not.toBeNull();
      }
      const heading = article.querySelector("h2")!;
      expect(heading.id).toBe("user-content-location");
      expect(heading.querySelector(".heading-anchor")?.getAttribute("href")).toBe(
        "#user-content-location",
      );
      expect(
        article.querySelector('a[href="#user-content-location"]:not(.heading-anchor)'),
      ).not.toBeNull();
    });

    it("follows an id of the body written with accents, and leaves a link to the page around it as written", () => {
      const { article } = open("[Leave a comment](#comments) or [café](#café)\n\n## Café");
      expect([...article.querySelectorAll("p a")].map((a) => a.getAttribute("href"))).toEqual([
        "#comments",
        "#user-content-caf%C3%A9",
      ]);
    });
  });

  it("highlights code on the server", () => {
    const html = renderMarkdown("```ts\nconst a: number = 1;\n```");
    expect(html).toContain('<code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
  });
});

describe("plainText", () => {
  it("strips Markdown and shortens", () => {
    expect(plainText("## Title\n\nSome [link](https://x.y) *text*.")).toBe("Title Some link text.");
    expect(plainText("a".repeat(300), 10)).toHaveLength(10);
  });
});
