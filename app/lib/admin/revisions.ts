/**
 * What the console's revisions pages ask of the server:
 * every save of a project, post, service, page's copy or legal page keeps a
 * revision (who, when, the saved fields, which fields changed). Each editor
 * has a 'History' page listing them, a 'Compare' page per revision (the
 * revision beside the current text, field by field) and 'Restore this
 * version', which saves the revision's fields again as a new revision.
 * Built per request by server/admin/revisions/; the legal pages' revisions
 * are owners' alone, as the legal pages are.
 */

/** The kinds of item that keep revisions. */
export const REVISION_KINDS = ["project", "post", "service", "page", "legal"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Where each kind's editor lives: `${base}/${key}`; its history `${base}/${key}/history`. */
export const REVISION_BASES: Record<RevisionKind, string> = {
  project: "/admin/projects",
  post: "/admin/posts",
  service: "/admin/services",
  page: "/admin/pages/copy",
  legal: "/admin/pages",
};

export const editorPath = (kind: RevisionKind, key: string) => `${REVISION_BASES[kind]}/${key}`;
export const historyPath = (kind: RevisionKind, key: string) => `${editorPath(kind, key)}/history`;
export const comparePath = (kind: RevisionKind, key: string, revision: number) =>
  `${historyPath(kind, key)}/${revision}`;

/**
 * The kind of item a history or compare address is about, from its path:
 * `/admin/posts/3/history` → post. The longest base wins (`/admin/pages/copy`
 * before `/admin/pages`).
 */
export function revisionKindOf(pathname: string): RevisionKind | null {
  const bases = (Object.entries(REVISION_BASES) as [RevisionKind, string][]).sort(
    ([, a], [, b]) => b.length - a.length,
  );
  for (const [kind, base] of bases) {
    if (new RegExp(`^${base}/[^/]+/history(/|$)`).test(pathname)) return kind;
  }
  return null;
}

/** The item a history is about, as its pages name it. */
export interface RevisionSubject {
  kind: RevisionKind;
  key: string;
  /** The item's title now ('Privacy Policy', 'Home page', a post's title). */
  title: string;
  /** The version its editor saves at now (the optimistic check of a restore). */
  version: number;
}

/** A row of the history. */
export interface RevisionEntry {
  id: number;
  /** ISO date-time of the save. */
  createdAt: string;
  /** The e-mail of who saved it (null: unknown). */
  createdBy: string | null;
  /** The labels of the fields that save changed. */
  changed: string[];
  /** The revision a restore brought back, when this save was one. */
  restoredFrom: { id: number; createdAt: string | null } | null;
  /** The newest revision, and its fields are the item's now. */
  current: boolean;
  /** What the item held before its first save since revisions are kept (no author, no change). */
  original: boolean;
}

export interface RevisionHistory {
  subject: RevisionSubject;
  /** Newest first. */
  revisions: RevisionEntry[];
}

/**
 * A piece of a field's text in a comparison: text both sides share, text
 * only this side has ("changed": removed on the revision's side, added on
 * the current side), or a run of unchanged lines left out.
 */
export type DiffSegment = { text: string; changed: boolean } | { gap: number };

/** One field that differs: its text in the revision and now, each side with its changes marked. */
export interface FieldDifference {
  name: string;
  label: string;
  revision: DiffSegment[];
  current: DiffSegment[];
  /** The revision's value is empty; the current value is empty. */
  revisionEmpty: boolean;
  currentEmpty: boolean;
}

export interface RevisionComparison {
  subject: RevisionSubject;
  revision: RevisionEntry;
  /** The fields that differ, in the editor's order. */
  differences: FieldDifference[];
  /** The labels of the fields that are the same. */
  same: string[];
  /** Labels of fields a restore leaves as they are now ('Publish at', 'Order', 'Visibility'). */
  keptOnRestore: string[];
  /** Whether a restore would change anything (a field differs that it does not keep). */
  restorable: boolean;
}

/** Why a restore saved nothing. */
export type RestoreRefusal =
  /** Someone saved the item after the comparison was opened. */
  | "conflict"
  /** The revision's slug is now another item's. */
  | "slug-taken"
  /** The revision no longer passes the editor's rules (the message says which field). */
  | "invalid"
  /** The item is in the trash. */
  | "in-trash";

export type RestoreResult =
  { ok: true; revision: number } | { ok: false; reason: RestoreRefusal; detail?: string };

export interface RevisionsConsole {
  /** The item's revisions, newest first; null when there is no such item. */
  history(kind: RevisionKind, key: string): Promise<RevisionHistory | null>;
  /** A revision beside the item's current text; null when either is not there. */
  compare(kind: RevisionKind, key: string, revision: number): Promise<RevisionComparison | null>;
  /**
   * Saves the revision's fields again, through the editor's own save (its
   * rules, slug redirects and kept pages), at `version`: a new revision,
   * audited as a restore. A stale version, a slug another item took since, or
   * an item in the trash saves nothing. Null when there is no such revision.
   */
  restore(
    kind: RevisionKind,
    key: string,
    revision: number,
    version: number,
  ): Promise<RestoreResult | null>;
}
