import { readFileSync } from "node:fs";
import { join } from "node:path";
import { configure, within, type BoundFunctions, type queries } from "@testing-library/dom";
import type { FastifyInstance } from "fastify";
import { JSDOM } from "jsdom";

/**
 * A page of the built app as its HTML says it, read with a real parser (jsdom)
 * and queried by role and name with Testing Library, as a browser test would
 * (docs/testing.md: content is checked over HTML, the browser kept for behaviour).
 * Nothing runs: no script, no style, no layout. What needs those is Chromium's.
 */
export interface HtmlPage {
  status: number;
  headers: Record<string, unknown>;
  html: string;
  document: Document;
  /** Testing Library's queries over the whole document (hidden elements included). */
  screen: BoundFunctions<typeof queries>;
}

// Without layout nothing is "visible" to jsdom: roles and names are read from the markup alone.
configure({ defaultHidden: true });

// The site's stylesheet travels inside every page (about 79 kB); jsdom would parse it into a
// CSSOM no test reads, which was half of reading a page. The <style> stays, empty; `html`
// keeps every byte.
const STYLE_TEXT = /(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi;

export function parseHtml(html: string): Pick<HtmlPage, "document" | "screen"> {
  const { document } = new JSDOM(html.replace(STYLE_TEXT, "$1$2")).window;
  return { document, screen: within(document.documentElement) };
}

export async function readPage(app: FastifyInstance, url: string): Promise<HtmlPage> {
  return htmlPageOf(await app.inject({ method: "GET", url }));
}

/** A page from the app's answer to a GET. */
export function htmlPageOf(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): HtmlPage {
  return {
    status: response.statusCode,
    headers: response.headers,
    html: response.body,
    ...parseHtml(response.body),
  };
}

/** An element's text with its white space collapsed, as a reader meets it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The section that holds the element with this id (sections are labelled by their heading). */
export function sectionWith(document: Document, id: string): HTMLElement {
  const section = document.getElementById(id)?.closest("section");
  if (!section) throw new Error(`no section holds #${id}`);
  return section;
}

/** The levels of the main content's headings, in order: one h1, first, none skipped. */
export function headingLevels(document: Document): number[] {
  return [...document.querySelectorAll("main :is(h1, h2, h3, h4, h5, h6)")].map((h) =>
    Number(h.tagName[1]),
  );
}

export function headingsSkipped(levels: number[]): string[] {
  const skipped: string[] = [];
  if (levels[0] !== 1) skipped.push(`the first heading is h${levels[0]}, not the h1`);
  if (levels.filter((l) => l === 1).length !== 1) skipped.push("not exactly one h1");
  for (let i = 1; i < levels.length; i++) {
    if (levels[i]! - levels[i - 1]! > 1) skipped.push(`heading ${i} (h${levels[i]}) skips a level`);
  }
  return skipped;
}

const INLINE = "data:image/svg+xml,";

/**
 * Whether an <img> shows the site drawing at `path` (under public/): by its URL
 * (with or without its ?v= version), or inside the page as a data URL when it is
 * the page's largest image (app/lib/finish-document.server.ts), the same markup
 * on one line, its attributes in apostrophes or double quotes.
 */
export function showsDrawing(src: string | null, path: string): boolean {
  if (!src?.startsWith(INLINE)) return src?.split("?")[0] === path;
  const drawing = readFileSync(join("public", path), "utf8").trim().replace(/\s+/g, " ");
  const inline = decodeURIComponent(src.slice(INLINE.length));
  return inline === drawing || inline === drawing.replaceAll('"', "'");
}
