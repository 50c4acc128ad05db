import { Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m002 from "./migrations/002-enquiries.ts";
import * as m003 from "./migrations/003-console.ts";
import * as m004 from "./migrations/004-idempotency.ts";
import * as m005 from "./migrations/005-accounts.ts";
import * as m006 from "./migrations/006-subscribers.ts";
import * as m007 from "./migrations/007-publishing.ts";
import * as m008 from "./migrations/008-site-content.ts";
import * as m009 from "./migrations/009-people.ts";
import * as m010 from "./migrations/010-services.ts";
import * as m011 from "./migrations/011-pricing.ts";
import * as m012 from "./migrations/012-service-menus.ts";
import * as m013 from "./migrations/013-redirects.ts";
import * as m014 from "./migrations/014-trash-and-schedule.ts";
import * as m015 from "./migrations/015-preview-links.ts";
import * as m016 from "./migrations/016-revisions.ts";
import * as m017 from "./migrations/017-media-library.ts";
import * as m018 from "./migrations/018-spam.ts";
import * as m019 from "./migrations/019-webhooks.ts";
import * as m021 from "./migrations/021-enquiry-replies.ts";
import * as m022 from "./migrations/022-lead-source.ts";
import * as m023 from "./migrations/023-seeded-dates.ts";
import * as m024 from "./migrations/024-languages.ts";
import * as m025 from "./migrations/025-translations.ts";
import * as m026 from "./migrations/026-enquiry-language.ts";
import * as m027 from "./migrations/027-translation-addresses.ts";
import * as m028 from "./migrations/028-sign-up-language.ts";
import * as m029 from "./migrations/029-backup-runs.ts";
import * as m030 from "./migrations/030-backup-offsite.ts";
import * as m031 from "./migrations/031-analytics.ts";
import * as m032 from "./migrations/032-analytics-enquiries.ts";

// Migrations are listed here rather than read from a folder so that the same
// code runs from source (tsx), from tests and from a bundled build.
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-enquiries": m002,
  "003-console": m003,
  "004-idempotency": m004,
  "005-accounts": m005,
  "006-subscribers": m006,
  "007-publishing": m007,
  "008-site-content": m008,
  "009-people": m009,
  "010-services": m010,
  "011-pricing": m011,
  "012-service-menus": m012,
  "013-redirects": m013,
  "014-trash-and-schedule": m014,
  "015-preview-links": m015,
  "016-revisions": m016,
  "017-media-library": m017,
  "018-spam": m018,
  "019-webhooks": m019,
  "021-enquiry-replies": m021,
  "022-lead-source": m022,
  "023-seeded-dates": m023,
  "024-languages": m024,
  "025-translations": m025,
  "026-enquiry-language": m026,
  "027-translation-addresses": m027,
  "028-sign-up-language": m028,
  "029-backup-runs": m029,
  "030-backup-offsite": m030,
  "031-analytics": m031,
  "032-analytics-enquiries": m032,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this version of the site knows, in name order: its schema version. */
export const KNOWN_MIGRATIONS = Object.keys(migrations).sort();

/**
 * Brings the schema up to date; returns the names of the migrations applied now.
 * Several instances starting at once on PostgreSQL take turns (a lock): the
 * first applies what is missing, the others find nothing left to do.
 */
export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  return withMigrationLock(database, async () => {
    // Migrations are written on parallel branches and may land out of order
    // (006 after 007 had run somewhere); each is independent of the others'
    // tables, so one that arrives late is applied rather than refused.
    const migrator = new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  });
}

/**
 * Brings the schema up to the named migration and no further: a database as an
 * older version of the site left it, for a migration's own test.
 */
export async function migrateUpTo(database: DatabaseHandle, name: string): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

// Any fixed number; the same in every process of this application.
const MIGRATION_LOCK = 4_191_901;
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 5 * 60_000;

/**
 * A session-level advisory lock held on one connection around the migrations.
 * Kysely's migrator takes a lock of its own, but waits for it in one
 * statement, which DATABASE_STATEMENT_TIMEOUT_MS cancels after 5 s while
 * another instance is still migrating; here the wait is short polls.
 * A process that dies releases the lock with its connection.
 */
async function withMigrationLock<T>(database: DatabaseHandle, run: () => Promise<T>): Promise<T> {
  if (database.dialect !== "postgres") return run();
  return database.db.connection().execute(async (connection) => {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${MIGRATION_LOCK}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      if (Date.now() > deadline) {
        throw new Error("another process has been migrating the database for over 5 minutes");
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection).catch(() => {});
    }
  });
}
