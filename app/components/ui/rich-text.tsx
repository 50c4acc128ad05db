/**
 * A body written in Markdown, rendered and sanitised on the server
 * (server/publishing/markdown.ts): headings with anchors, lists, quotes and
 * highlighted code, styled by `.rich-text` in app.css.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
