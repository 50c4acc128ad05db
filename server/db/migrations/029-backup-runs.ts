import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * A record of each backup run (docs/backups.md, "The console's Backups
 * page"), written by `npm run backup` itself however it was started:
 * `started_at` before the snapshot, `finished_at` (null while it runs) with
 * the outcome. `file` the archive's file name in BACKUP_DIR (null when none
 * was written), `size` its bytes, `verified` 0/1 (restored into a scratch
 * database and matched its manifest), `error` the one-line reason when it
 * failed; `trigger` 'schedule' | 'console' | 'command', and `actor` the
 * owner's e-mail for 'console' (else null). Portable types only (decision
 * 003): ISO-8601 text times; `size` a bigint, an archive may pass 2 GiB.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("backup_runs"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("file", "text")
    .addColumn("size", "bigint")
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .execute();
  await db.schema
    .createIndex("backup_runs_started")
    .on("backup_runs")
    .column("started_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
