import type { Element, Root } from "hast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Markdown bodies of projects and posts, rendered on the server (issue 18).
 *
 * - Raw HTML in the Markdown is dropped (remark-rehype without
 *   allowDangerousHtml), and the tree is then sanitised with rehype-sanitize's
 *   GitHub schema: no script, no event attributes, no `javascript:` URLs.
 * - Only after sanitising do our own plugins add what an editor may not write:
 *   heading ids and anchors, and highlighted code (classes, no client script).
 * - The page's title is the one <h1>; a `#` heading in a body becomes <h2>.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(demoteTitles)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
    content: { type: "text", value: "#" },
  })
  .use(rehypeHighlight, { detect: false })
  .use(externalLinks)
  .use(rehypeStringify);

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** The first paragraph's text, for a description when an editor left it empty. */
export function plainText(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function eachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type === "element") {
      visit(child);
      eachElement(child, visit);
    }
  }
}

function demoteTitles() {
  return (tree: Root) =>
    eachElement(tree, (node) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
}

/** Links to other sites get rel="noopener noreferrer". */
function externalLinks() {
  return (tree: Root) =>
    eachElement(tree, (node) => {
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href === "string" && /^https?:\/\//i.test(href)) {
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
}
