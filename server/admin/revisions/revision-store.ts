import type { Kysely, Selectable } from "kysely";
import type { RevisionKind } from "../../../app/lib/admin/revisions.ts";
import type { Database, RevisionTable } from "../../db/schema.ts";
import { changedFields } from "./field-diff.ts";
import { revisionsToPrune } from "./retention.ts";

/**
 * The table `revisions` (migration 016): each area's save keeps one in its
 * own transaction (`keepRevision`), the history reads them back. Queries take
 * a Kysely so they run in the caller's transaction; none writes the audit log.
 */

type Db = Kysely<Database>;

/** A revision as a history lists it. */
export interface RevisionMeta {
  id: number;
  createdAt: string;
  createdBy: string | null;
  /** The names of the fields the save changed (flat: "steps.1.title"). */
  changed: string[];
  restoredFrom: number | null;
}

/** A revision with what it saved. */
export interface StoredRevision extends RevisionMeta {
  /** The item's editable fields as that save left them. */
  fields: unknown;
}

/** A save that brings a revision back ('Restore this version'): its audit entry says which. */
export interface Restoring {
  id: number;
  createdAt: string;
  createdBy: string | null;
}

/** The words an audit entry adds for a restore: "restored the version of 2026-05-01 09:30 UTC by a@b". */
export const restoredDetail = (restoring: Restoring) =>
  `restored the version of ${restoring.createdAt.slice(0, 10)} ${restoring.createdAt.slice(11, 16)} UTC${restoring.createdBy ? ` by ${restoring.createdBy}` : ""}`;

/**
 * Keeps a revision of a save, in the save's transaction: who, when, the
 * item's fields as saved, which fields changed since `before` (null: a new
 * item), and the revision a restore brought back; the first time an existing
 * item is saved, what it held before too. Then prunes the item's revisions
 * past the retention rule (retention.ts). Returns the new id.
 */
export async function keepRevision(
  trx: Db,
  revision: {
    kind: RevisionKind;
    key: string;
    actor: string | null;
    before: unknown;
    after: unknown;
    restoredFrom?: number | null;
  },
  now = new Date(),
): Promise<number> {
  // An item saved for the first time since revisions are kept (an item of the
  // seed, or saved before migration 016) keeps what it held before first, so
  // its first save can be taken back too: by nobody known, just before the save.
  if (revision.before !== null && revision.before !== undefined) {
    const earlier = await trx
      .selectFrom("revisions")
      .select("id")
      .where("kind", "=", revision.kind)
      .where("item_key", "=", revision.key)
      .limit(1)
      .executeTakeFirst();
    if (!earlier) {
      await trx
        .insertInto("revisions")
        .values({
          kind: revision.kind,
          item_key: revision.key,
          created_at: new Date(now.getTime() - 1).toISOString(),
          created_by: null,
          fields_json: JSON.stringify(revision.before),
          changed_json: "[]",
          restored_from: null,
        })
        .execute();
    }
  }
  const { id } = await trx
    .insertInto("revisions")
    .values({
      kind: revision.kind,
      item_key: revision.key,
      created_at: now.toISOString(),
      created_by: revision.actor,
      fields_json: JSON.stringify(revision.after),
      changed_json: JSON.stringify(changedFields(revision.before, revision.after)),
      restored_from: revision.restoredFrom ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await pruneRevisions(trx, revision.kind, revision.key, now);
  return id;
}

/** Deletes the item's revisions the retention rule lets go (older than 90 days and beyond the 50 newest). */
export async function pruneRevisions(
  trx: Db,
  kind: RevisionKind,
  key: string,
  now = new Date(),
): Promise<number> {
  const rows = await trx
    .selectFrom("revisions")
    .select(["id", "created_at"])
    .where("kind", "=", kind)
    .where("item_key", "=", key)
    .execute();
  const ids = revisionsToPrune(
    rows.map((row) => ({ id: row.id, createdAt: row.created_at })),
    now,
  );
  if (ids.length === 0) return 0;
  await trx.deleteFrom("revisions").where("id", "in", ids).execute();
  return ids.length;
}

const metaOf = (row: Omit<Selectable<RevisionTable>, "fields_json">): RevisionMeta => ({
  id: row.id,
  createdAt: row.created_at,
  createdBy: row.created_by,
  changed: JSON.parse(row.changed_json) as string[],
  restoredFrom: row.restored_from,
});

/** An item's revisions, newest first, without what each saved. */
export async function listRevisions(
  db: Db,
  kind: RevisionKind,
  key: string,
): Promise<RevisionMeta[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "kind", "item_key", "created_at", "created_by", "changed_json", "restored_from"])
    .where("kind", "=", kind)
    .where("item_key", "=", key)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(metaOf);
}

/** One revision of the item, with what it saved; null when the item has no such revision. */
export async function findRevision(
  db: Db,
  kind: RevisionKind,
  key: string,
  id: number,
): Promise<StoredRevision | null> {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .where("item_key", "=", key)
    .executeTakeFirst();
  return row ? { ...metaOf(row), fields: JSON.parse(row.fields_json) as unknown } : null;
}

/** When each of `ids` was saved (a history names the version a restore brought back). */
export async function revisionDates(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "created_at"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.created_at]));
}
