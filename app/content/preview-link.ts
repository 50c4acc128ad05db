import { postDate } from "../lib/post-date.ts";
import type { Crumb } from "./site.ts";

/**
 * The words a preview link's visitor reads: the band over
 * the draft it shows, and the plain page of a link that no longer works (410).
 */

/** "June 12, 2025, 09:00 UTC": the same on the server and in the browser (UTC, written out). */
function previewLinkUntil(iso: string): string {
  return `${postDate(iso).text}, ${iso.slice(11, 16)} UTC`;
}

export const previewLinkCopy = {
  notice: (kind: "project" | "post", expiresAt: string, draft: boolean) =>
    `Preview: this ${kind} is ${draft ? "not published yet" : "live"}. You see it through a preview link, which works until ${previewLinkUntil(expiresAt)}.`,
  ended: {
    title: "Preview link no longer works",
    heading: "This preview link no longer works",
    breadcrumb: [
      { label: "Home", link: "/" },
      { label: "Preview", link: "" },
    ] satisfies Crumb[],
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
