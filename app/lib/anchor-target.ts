/**
 * The element a page's `#fragment` names. Bodies written in Markdown have
 * their ids prefixed with `user-content-` (server/publishing/markdown.ts,
 * against DOM clobbering), so an address that names a heading by its bare id
 * (`/privacy#your-rights`, `…#location`) finds it under the prefix, as on
 * GitHub.
 */
export function anchorTarget(fragment: string): HTMLElement | null {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // Not percent-encoded as it should be: matched as written.
  }
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementById(`user-content-${id}`);
}
