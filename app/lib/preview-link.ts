/**
 * Preview links (docs/decisions/039-preview-links.md): what
 * the public pages (./preview-link-route.ts), the console and the server share.
 * `/blog/<slug>?preview=<token>` and `/projects/<slug>?preview=<token>` render
 * the item's real page for anyone holding the link, however the item stands.
 */

/** Why a preview link shows nothing (any more): its page answers 410 with the reason. */
export const PREVIEW_LINK_ENDS = ["expired", "revoked", "unknown", "removed"] as const;
export type PreviewLinkEnd = (typeof PREVIEW_LINK_ENDS)[number];

/** A token as the server makes them: 32 random bytes in base64url (43 characters). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** How long a new link works, in days: the console's choices, the longest the default. */
export const PREVIEW_LINK_DAYS = [1, 3, 7] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** A word of the page, and its `lang` when it is the default language's. */
interface Said {
  text: string;
  lang?: string;
}

/** The plain page of a link that no longer works, in the words the loader's 410 carries. */
export interface PreviewLinkEndedPage {
  /** The page's heading and title. */
  heading: Said;
  breadcrumb: { label: string; link: string; lang?: string }[];
  message: Said;
  action: Said;
}
