import { useEffect } from "react";

/**
 * A body written in Markdown, rendered and sanitised on the server
 * (server/publishing/markdown.ts): headings with anchors, lists, quotes and
 * highlighted code, styled by `.rich-text` in app.css.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  // The body's ids are prefixed against DOM clobbering (user-content-…): an
  // address naming a heading by its bare id (/privacy#your-rights) finds it
  // there once the page is live, as on GitHub.
  useEffect(() => {
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not percent-encoded as it should be: matched as written.
    }
    if (id && !document.getElementById(id)) {
      document.getElementById(`user-content-${id}`)?.scrollIntoView();
    }
  }, []);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
