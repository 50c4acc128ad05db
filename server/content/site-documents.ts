import type { Kysely } from "kysely";
import type { Versioned } from "../../app/lib/site-content.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import type { SiteDocumentKey, SiteDocuments } from "./site-content-seed.ts";

/**
 * The site's documents in `site_documents` (migration 008): one JSON value a
 * key, saved whole at the version the console opened.
 */

/** Writes each document a new database lacks; one that exists is never touched. */
export async function seedSiteDocuments(
  database: DatabaseHandle,
  seed: SiteDocuments,
): Promise<SiteDocumentKey[]> {
  const now = new Date().toISOString();
  const written: SiteDocumentKey[] = [];
  for (const key of Object.keys(seed) as SiteDocumentKey[]) {
    // One statement a key: two instances starting at once both try, one row results.
    const result = await database.db
      .insertInto("site_documents")
      .values({ key, value: JSON.stringify(seed[key]), updated_at: now })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written.push(key);
  }
  return written;
}

/**
 * A document as stored, over its seed: a field a later release added reads
 * as its seed until the agency saves it.
 */
export async function readDocument<K extends SiteDocumentKey>(
  db: Kysely<Database>,
  key: K,
  seed: SiteDocuments[K],
): Promise<Versioned<SiteDocuments[K]>> {
  const row = await db
    .selectFrom("site_documents")
    .select(["value", "version", "updated_at", "updated_by"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return { value: seed, version: 0, updatedAt: null };
  const stored = JSON.parse(row.value) as Partial<SiteDocuments[K]>;
  // A row written at start from the seed has no author: nobody has updated it yet.
  const updatedAt = row.updated_by ? row.updated_at : null;
  return { value: { ...seed, ...stored }, version: row.version, updatedAt };
}

export type SaveDocumentResult<T> =
  | { ok: true; before: T; version: number }
  | { ok: false; kind: "conflict"; currentVersion: number };

/**
 * Saves a whole document at the version its editor opened: a save by someone
 * else in between changes no row and answers a conflict (nothing is
 * overwritten). Version 0 is a document never saved (read from its seed).
 */
export async function saveDocument<K extends SiteDocumentKey>(
  trx: Kysely<Database>,
  key: K,
  seed: SiteDocuments[K],
  change: { value: SiteDocuments[K]; version: number; actor: string },
): Promise<SaveDocumentResult<SiteDocuments[K]>> {
  const before = await readDocument(trx, key, seed);
  if (before.version !== change.version) {
    return { ok: false, kind: "conflict", currentVersion: before.version };
  }
  const now = new Date().toISOString();
  const value = JSON.stringify(change.value);
  if (before.version === 0) {
    // Never saved nor seeded: of two first saves at once, the second inserts nothing.
    const inserted = await trx
      .insertInto("site_documents")
      .values({ key, value, version: 1, updated_at: now, updated_by: change.actor })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const current = await readDocument(trx, key, seed);
      return { ok: false, kind: "conflict", currentVersion: current.version };
    }
    return { ok: true, before: before.value, version: 1 };
  }
  const result = await trx
    .updateTable("site_documents")
    .set({ value, version: change.version + 1, updated_at: now, updated_by: change.actor })
    .where("key", "=", key)
    .where("version", "=", change.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await readDocument(trx, key, seed);
    return { ok: false, kind: "conflict", currentVersion: current.version };
  }
  return { ok: true, before: before.value, version: change.version + 1 };
}
