import type { ItemKind } from "./editorial";
import { TRASH_DAYS } from "./trash";

/** The console's words for the trash of projects and posts (labels in docs/console.md). */
export const trashCopy = {
  moveToTrash: "Move to trash",
  moveHint: (kind: ItemKind) =>
    `Takes the ${kind} off the site at once (its address answers that it is gone). It can be restored for ${TRASH_DAYS} days.`,
  restore: "Restore",
  restoreLabel: (title: string) => `Restore ${title}`,
  trashIntro: (kind: ItemKind) =>
    `${kind === "project" ? "Projects" : "Posts"} in the trash are off the site and out of every list, the sitemap and the feed. 'Restore' brings one back as it was; ${TRASH_DAYS} days after it was moved here it is deleted for good.`,
  columns: { trashedAt: "In the trash since", purgeAt: "Deleted for good on", actions: "Actions" },
  by: "by",
  empty: { project: "The trash has no projects.", post: "The trash has no posts." },
  notices: {
    trashed: (title: string) => `“${title}” was moved to the trash.`,
    restored: (title: string) => `“${title}” was restored, as it was before.`,
    open: "Open it",
    missing: "That item no longer exists.",
    redirected: (title: string, path: string) =>
      `“${title}” was not restored: ${path} redirects elsewhere now, so visitors would never reach it. Delete that redirect first, then restore it.`,
    openRedirects: "Open Redirects",
    "already-trashed": "That item was already in the trash.",
    "already-restored": "That item was not in the trash.",
  },
  editor: {
    heading: "In the trash",
    text: (kind: ItemKind) =>
      `Visitors see that this ${kind} is gone, and it cannot be saved. Restore it to edit or publish it again.`,
    purge: "Deleted for good on",
  },
  saveRefused: (kind: ItemKind) =>
    `This ${kind} is in the trash, so nothing was saved. Restore it first, then save again.`,
} as const;
