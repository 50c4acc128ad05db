import type { ItemKind } from "./editorial";
import type { PreviewLinkDays } from "~/lib/preview-link";

/** The console's words for preview links (the editor's 'Share preview'; decision 039). */
export const previewLinksCopy = {
  heading: "Preview links",
  description: (kind: ItemKind) =>
    `Show this ${kind} as it will look to someone without an account, such as a client who must approve it. The link always shows the last saved version, works until it expires and can be revoked at any time.`,
  days: "Link works for",
  dayChoices: { 1: "1 day", 3: "3 days", 7: "7 days" } satisfies Record<PreviewLinkDays, string>,
  share: "Share preview",
  made: "Preview link made. Copy it now: for safety it is shown only this once.",
  link: "Preview link",
  linkHint:
    "Select the link and copy it. Anyone who has it can see this draft until the link expires or is revoked.",
  live: (kind: ItemKind) =>
    `This ${kind} is live: share its address. Links made while it was a draft still work until they expire.`,
  listLabel: "Working preview links",
  none: "No preview link works at the moment.",
  until: "Works until",
  madeBy: (email: string) => `made by ${email} on`,
  revoke: "Revoke",
  revokeLabel: (expires: string) => `Revoke the link that works until ${expires}`,
  notices: {
    revoked: "Preview link revoked: it no longer opens anything.",
    ended: "That preview link was no longer working: nothing to revoke.",
  },
  missing: (kind: ItemKind) =>
    `This ${kind} no longer exists, so no preview link was made. Open the list to find what is there now.`,
  backToList: { project: "All projects", post: "All posts" },
  elsewhere: "Preview links are made and revoked in the editor.",
  backToEditor: { project: "Back to the project", post: "Back to the post" },
} as const;
