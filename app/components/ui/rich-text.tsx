import { useEffect } from "react";
import { anchorTarget } from "~/lib/anchor-target";

/**
 * A body written in Markdown, rendered and sanitised on the server
 * (server/publishing/markdown.ts): headings with anchors, lists, quotes and
 * highlighted code, styled by `.rich-text` in app.css.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  // The browser found no element for an address's bare heading id (its id is
  // prefixed): the heading is brought into view once the page is live.
  useEffect(() => {
    const fragment = window.location.hash.slice(1);
    if (fragment && !document.getElementById(fragment)) anchorTarget(fragment)?.scrollIntoView();
  }, []);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
