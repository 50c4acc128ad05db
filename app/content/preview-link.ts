/**
 * The English words a preview link's visitor reads: the band over the item
 * it shows, and the plain page of a link that no longer works (410). The seed
 * of the interface's `preview…` words (./interface-words.ts), which the pages
 * read in their language; `{until}` is when the link stops working.
 */
export const previewLinkCopy = {
  notice: {
    draft:
      "Preview: this is not published yet. You see it through a preview link, which works until {until}.",
    live: "Preview: this is live. You see it through a preview link, which works until {until}.",
  },
  ended: {
    heading: "This preview link no longer works",
    home: "Home",
    breadcrumb: "Preview",
    reasons: {
      expired: "The link has expired. Ask the person who sent it for a new one.",
      revoked: "The link was turned off by the agency. Ask the person who sent it for a new one.",
      unknown:
        "This is not a preview link we know: it may be incomplete, or it was removed. Check that you copied all of it, or ask for a new one.",
      removed: "What this link showed no longer exists.",
    },
    action: "Go to the home page",
  },
} as const;
