import type { RestoreRefusal, RevisionKind } from "~/lib/admin/revisions";

/** The words of an item, by kind: "this post", "the post". */
const items: Record<RevisionKind, string> = {
  project: "project",
  post: "post",
  service: "service",
  page: "page's copy",
  legal: "page",
};

/**
 * The console's words for revisions: each editor's 'History', a revision's
 * 'Compare' page and 'Restore this version' (labels: docs/console.md,
 * "Revisions").
 */
export const revisionsCopy = {
  /** The link in each editor's heading, and the history page's title. */
  history: "History",
  historyTitle: (title: string) => `History of ${title}`,
  historyDescription:
    "Every save keeps a version: who saved it, when, and which fields it changed. Compare one with the current text, and restore it if you need to.",
  backToEditor: "Back to the editor",
  backToHistory: "Back to the history",
  empty: "No saved versions yet. Each save from now on keeps one here.",
  retention:
    "Versions are kept for at least 90 days, and the 50 newest of each item are always kept.",
  columns: { when: "Saved", who: "By", changed: "Changed", actions: "Actions" },
  current: "Current",
  nobody: "unknown",
  noFieldChanged: "Nothing changed",
  original: "As it was before versions were kept",
  restoredFrom: (when: string) => `Restored the version of ${when}`,
  restoredOlder: "Restored an older version",
  more: (count: number) => `and ${count} more`,
  /** The link on each row ('Compare', then the row's time for screen readers). */
  compare: "Compare",
  compareWhat: (when: string) => ` the version of ${when} with the current text`,

  compareTitle: (title: string) => `Compare versions of ${title}`,
  compareDescription: (when: string, who: string) => `The version saved ${when} by ${who}.`,
  sides: { revision: "This version", current: "Now" },
  legend:
    "Text only this version has is struck through and red; text only the current version has is underlined and green.",
  differencesHeading: "What differs",
  onlyKept: (labels: string[]) =>
    `Only ${labels.map((label) => `'${label}'`).join(" and ")} ${labels.length === 1 ? "differs" : "differ"}, and a restore leaves ${labels.length === 1 ? "it" : "them"} as ${labels.length === 1 ? "it is" : "they are"} now: there is nothing to restore.`,
  noDifferences: "This version is the same as the current text: there is nothing to restore.",
  same: (count: number) => (count === 1 ? "1 field is the same" : `${count} fields are the same`),
  emptyValue: "(empty)",
  gap: (lines: number) => (lines === 1 ? "1 unchanged line" : `${lines} unchanged lines`),

  restore: "Restore this version",
  restoreHint: (kind: RevisionKind) =>
    `Saves these fields as a new version of the ${items[kind]}; the current text stays in the history.`,
  kept: (labels: string[]) =>
    labels.length === 1
      ? `'${labels[0]}' stays as it is now.`
      : `${labels.map((label) => `'${label}'`).join(" and ")} stay as they are now.`,
  restored: (when: string) =>
    `Restored the version of ${when}. It is the newest version now, and the site shows it.`,
  refused: {
    conflict: (kind: RevisionKind) =>
      `Someone else saved this ${items[kind]} after you opened this comparison. Nothing was restored. Look at the comparison again before you restore.`,
    "slug-taken": (kind: RevisionKind, detail?: string) =>
      `This version's slug${detail ? `, ${detail},` : ""} is now used by another ${items[kind]}. Nothing was restored. Change that ${items[kind]}'s slug first, or restore a version with another slug.`,
    invalid: (_kind: RevisionKind, detail?: string) =>
      `This version cannot be saved under today's rules.${detail ? ` ${detail}` : ""} Nothing was restored.`,
    "in-trash": (kind: RevisionKind) =>
      `This ${items[kind]} is in the trash. Restore it from the trash first; nothing was restored.`,
  } satisfies Record<RestoreRefusal, (kind: RevisionKind, detail?: string) => string>,
  missing: "There is no such version.",
} as const;
