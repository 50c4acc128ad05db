import { describe, expect, it } from "vitest";
import { plainText, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders Markdown with heading anchors", () => {
    const html = renderMarkdown("## Where to start\n\nSome **bold** text.");
    expect(html).toContain('<h2 id="where-to-start">');
    expect(html).toContain('href="#where-to-start"');
    expect(html).toContain("<strong>bold</strong>");
  });

  it("turns a # title into an h2: the page's title is its only h1", () => {
    expect(renderMarkdown("# Big")).toMatch(/^<h2 id="big">/);
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
