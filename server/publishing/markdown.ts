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
 * Markdown bodies of projects and posts, rendered on the server.
 *
 * - Raw HTML in the Markdown is dropped (remark-rehype without
 *   allowDangerousHtml), and the tree is then sanitised with rehype-sanitize's
 *   GitHub schema: no script, no event attributes, no `javascript:` URLs.
 * - Every id and name the body holds passes through the sanitiser, which
 *   prefixes it with `user-content-`: an editor's heading would
 *   otherwise become an element scripts find in place of their own or read as
 *   a global (DOM clobbering). `## Public config` made a second
 *   `#public-config`, ahead of the JSON the API client parses; `## Main` a
 *   second skip-link target. So heading ids are made before sanitising, and
 *   footnotes get no prefix of their own from remark-rehype (it would be
 *   doubled); the body's links to its own ids follow (`linkToPrefixedIds`).
 * - Only after sanitising do our own plugins add what an editor may not write:
 *   heading anchors (to the prefixed id) and highlighted code (classes, no
 *   client script).
 * - The page's title is the one <h1>; a `#` heading in a body becomes <h2>.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { clobberPrefix: "" })
  .use(demoteTitles)
  .use(rehypeSlug)
  .use(rehypeSanitize, defaultSchema)
  .use(linkToPrefixedIds)
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

/**
 * The HTML and its second-level headings (their id, as sanitised, and their
 * words without the anchor): the contents of a legal page.
 */
export function renderMarkdownWithContents(markdown: string): {
  html: string;
  contents: { id: string; heading: string }[];
} {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const contents: { id: string; heading: string }[] = [];
  eachElement(tree, (node) => {
    if (node.tagName !== "h2" || typeof node.properties.id !== "string") return;
    const words = node.children.filter(
      (child) => !(child.type === "element" && child.tagName === "a"),
    );
    const heading = words
      .map((child) => toText(child))
      .join("")
      .trim();
    contents.push({ id: node.properties.id, heading });
  });
  return { html: processor.stringify(tree), contents };
}

function toText(node: Root["children"][number]): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map((child) => toText(child)).join("");
  return "";
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

const CLOBBER_PREFIX = defaultSchema.clobberPrefix ?? "user-content-";

/**
 * A link to `#x` in the body (a footnote and its way back, or an editor's
 * `[see](#location)`) points at `#user-content-x` when the sanitiser gave the
 * body's element that id; links to the page's own ids stay as written.
 */
function linkToPrefixedIds() {
  return (tree: Root) => {
    const ids = new Set<string>();
    eachElement(tree, (node) => {
      if (typeof node.properties.id === "string") ids.add(node.properties.id);
    });
    eachElement(tree, (node) => {
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href !== "string" || !href.startsWith("#")) return;
      const fragment = href.slice(1);
      if (ids.has(CLOBBER_PREFIX + fragment) || ids.has(CLOBBER_PREFIX + decoded(fragment))) {
        node.properties.href = `#${CLOBBER_PREFIX}${fragment}`;
      }
    });
  };
}

/** A fragment as the browser matches it against ids: percent-decoded when it can be. */
function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
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
