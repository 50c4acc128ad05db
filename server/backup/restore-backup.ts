import {
  erasuresInDatabase,
  erasuresInFile,
  replayErasures,
} from "../admin/privacy/erasure-log.ts";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sql, type Kysely } from "kysely";
import { openDatabase, type DatabaseHandle } from "../db/connection.ts";
import { KNOWN_MIGRATIONS, migrateToLatest, migrateUpTo } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { BackupError, readBackupArchive } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { createBackup } from "./create-backup.ts";

/** Rows a statement: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_A_STATEMENT = 50;

/**
 * The schema an archive was taken at, checked against this version's: one
 * from a newer site is refused; one from an older is restored at its own
 * version and migrated forward after. The name of its last migration.
 */
function archiveSchema(manifest: BackupManifest): string {
  const unknown = manifest.migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length) {
    throw new BackupError(
      `The archive was taken by a newer version of the site (migration ${unknown[0]}): upgrade the site, then restore it.`,
    );
  }
  const last = manifest.migrations.at(-1);
  if (!last) throw new BackupError("The archive names no schema version.");
  const expected = KNOWN_MIGRATIONS.filter((name) => name <= last);
  if (expected.join() !== manifest.migrations.join()) {
    throw new BackupError(
      "The archive's schema was migrated out of order; restore it with the version of the site that took it.",
    );
  }
  return last;
}

/** The tables in an order where each comes after the tables its foreign keys name. */
async function parentsFirst(
  db: Kysely<Database>,
  dialect: DatabaseHandle["dialect"],
  tables: string[],
) {
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const rows =
      dialect === "sqlite"
        ? (
            await sql<{
              table: string;
            }>`select "table" from pragma_foreign_key_list(${table})`.execute(db)
          ).rows
        : (
            await sql<{ table: string }>`
              select ccu.table_name as "table"
              from information_schema.table_constraints tc
              join information_schema.constraint_column_usage ccu
                on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
              where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table}
                and tc.table_schema = current_schema()`.execute(db)
          ).rows;
    parents.set(
      table,
      rows.map((row) => row.table).filter((parent) => parent !== table),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** A value as the target's column takes it: SQLite keeps flags as 0/1 and times as ISO text. */
const toTarget = (dialect: DatabaseHandle["dialect"]) => (value: unknown) =>
  dialect === "sqlite" && typeof value === "boolean" ? (value ? 1 : 0) : value;

/** Drops every table (the migrator's too), children first: the database as new. */
async function dropEveryTable(database: DatabaseHandle) {
  const tables = (
    await database.db.introspection.getTables({ withInternalKyselyTables: true })
  ).map((table) => table.name);
  if (database.dialect === "sqlite") await sql`pragma foreign_keys = off`.execute(database.db);
  try {
    for (const table of tables) {
      if (database.dialect === "sqlite")
        await sql`drop table if exists ${sql.table(table)}`.execute(database.db);
      else await sql`drop table if exists ${sql.table(table)} cascade`.execute(database.db);
    }
  } finally {
    if (database.dialect === "sqlite") await sql`pragma foreign_keys = on`.execute(database.db);
  }
}

/** What a restore did: the archive's manifest, and the backup taken of what it replaced. */
export interface Restored {
  manifest: BackupManifest;
  /** The archive of the database and media as they were before `replace`; null when they were empty. */
  replaced: string | null;
  /** How many people erased since the archive was taken were erased again. */
  erasedAgain: number;
}

/**
 * Restores an archive into an empty database (no tables: a new SQLite file,
 * a new PostgreSQL database) and its media into an empty or absent folder;
 * with `replace`, over a database and media that hold data, once they are
 * backed up into `replace.backupDir` (verified like any backup). The whole
 * archive is checked first (./backup-archive.ts) and nothing is changed when
 * anything is wrong; the rows are then written in one transaction at the
 * archive's schema, which is migrated forward after. The same archive
 * restores into either dialect.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  options: {
    mediaDir: string | null;
    replace?: { backupDir: string };
    /** BACKUP_PASSPHRASE: opens an encrypted archive, and encrypts the one `replace` takes. */
    passphrase?: string | null;
    /**
     * The erasure log beside the backups (server/admin/privacy/erasure-log.ts):
     * with it, and the audit log of the database replaced, whoever was erased
     * after the archive was taken is erased again. Absent: the archive as it is
     * (a verification).
     */
    erasureLog?: string | null;
  },
): Promise<Restored> {
  const existing = await database.db.introspection.getTables();
  if (existing.length && !options.replace) {
    throw new BackupError(
      `The database is not empty (${existing.length} tables): restore into a new, empty database, or add --replace (it is backed up first).`,
    );
  }
  const mediaDir = options.mediaDir;
  const mediaFiles = mediaDir ? await readdir(mediaDir).catch(() => []) : [];
  if (mediaFiles.length && !options.replace) {
    throw new BackupError(
      `The media folder ${mediaDir} is not empty: restore into an empty one, or add --replace.`,
    );
  }
  // The media are written aside while the archive is read, moved into place once all is restored.
  const staging = mediaDir ? `${mediaDir}.restoring-${process.pid}` : null;
  let replaced: string | null = null;
  try {
    const { manifest, tables } = await readBackupArchive(file, {
      passphrase: options.passphrase ?? null,
      media: staging
        ? async (path, data) => {
            const target = join(staging, path);
            await mkdir(dirname(target), { recursive: true });
            await writeFile(target, data);
          }
        : undefined,
    });
    const schema = archiveSchema(manifest);
    // Read before the database they are in goes.
    const erasures =
      options.erasureLog === undefined
        ? null
        : [
            ...(existing.some((table) => table.name === "audit_log")
              ? await erasuresInDatabase(database.db)
              : []),
            ...(options.erasureLog ? await erasuresInFile(options.erasureLog) : []),
          ];
    if (options.replace && (existing.length || mediaFiles.length)) {
      // What is there now is kept, and proved to restore, before anything of it goes.
      const before = await createBackup(database, {
        dir: options.replace.backupDir,
        mediaDir,
        passphrase: options.passphrase ?? null,
      });
      await verifyBackup(before.file, options.passphrase ?? null);
      replaced = before.file;
      await dropEveryTable(database);
    }
    await migrateUpTo(database, schema);
    const known = new Map(
      (await database.db.introspection.getTables()).map((table) => [
        table.name,
        new Set(table.columns.map((column) => column.name)),
      ]),
    );
    for (const [table, rows] of tables) {
      const columns = known.get(table);
      if (!columns)
        throw new BackupError(`The archive holds rows of ${table}, which this schema lacks.`);
      const extra = rows.flatMap((row) => Object.keys(row)).find((name) => !columns.has(name));
      if (extra)
        throw new BackupError(`The rows of ${table} have a column this schema lacks: ${extra}.`);
    }
    const lacking = [...known.keys()].find(
      (table) => !tables.has(table) && !table.startsWith("kysely_"),
    );
    if (lacking) throw new BackupError(`The archive lacks the rows of ${lacking}.`);
    const order = await parentsFirst(database.db, database.dialect, [...tables.keys()]);
    const convert = toTarget(database.dialect);
    await database.db.transaction().execute(async (trx) => {
      // What the migrations wrote (the default language, …) is in the archive too.
      for (const table of [...order].reverse())
        await trx.deleteFrom(table as keyof Database).execute();
      for (const table of order) {
        const rows = tables.get(table)!;
        for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) {
          const batch = rows
            .slice(at, at + ROWS_A_STATEMENT)
            .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, convert(v)])));
          await trx
            .insertInto(table as keyof Database)
            .values(batch as never)
            .execute();
        }
        const { count } = (
          await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(
            trx,
          )
        ).rows[0]!;
        if (Number(count) !== manifest.tables[table]!.rows) {
          throw new BackupError(
            `${table} holds ${count} rows after the restore, not ${manifest.tables[table]!.rows}.`,
          );
        }
      }
      if (database.dialect === "postgres") await resetSequences(trx);
    });
    await migrateToLatest(database);
    const erasedAgain = erasures
      ? await replayErasures(database.db, erasures, new Date(manifest.createdAt))
      : 0;
    if (staging && mediaDir) {
      await rm(mediaDir, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      await rename(staging, mediaDir);
    }
    return { manifest, replaced, erasedAgain };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** PostgreSQL's id counters past the ids restored, so the next row gets a new one. */
async function resetSequences(trx: Kysely<Database>) {
  const columns = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(trx);
  for (const { table, column } of columns.rows) {
    await sql`select setval(
      pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 1),
      (select max(${sql.ref(column)}) from ${sql.table(table)}) is not null
    )`.execute(trx);
  }
}

/**
 * Proves an archive restores: into a scratch SQLite database and media folder,
 * which check every checksum and count against its manifest, then go.
 */
export async function verifyBackup(file: string, passphrase: string | null): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), "genesis-verify-"));
  const database = openDatabase(`file:${join(scratch, "verify.sqlite")}`);
  try {
    await restoreBackup(database, file, { mediaDir: join(scratch, "media"), passphrase });
  } catch (error) {
    throw new BackupError(
      `The backup ${file} was written but does not restore: ${(error as Error).message}`,
    );
  } finally {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
