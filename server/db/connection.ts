import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `file:./data/genesis.sqlite` → SQLite (WAL); `postgres://…` → PostgreSQL. */
export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith("file:")) return openSqlite(url.slice("file:".length));
  return openPostgres(url);
}

function openSqlite(path: string): DatabaseHandle {
  const inMemory = path === ":memory:";
  const file = inMemory ? path : resolve(path);
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets the CLI and tests read while the server writes; NORMAL is durable
  // across application crashes, which is what an embedded site database needs.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return handle(db, "sqlite", async () => {
    if (connection.open) connection.close();
  });
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next
  // query reports the failure where it can be handled.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return handle(db, "postgres", async () => {
    if (!pool.ended) await pool.end();
  });
}

function handle(
  db: Kysely<Database>,
  dialect: Dialect,
  closeConnection: () => Promise<void>,
): DatabaseHandle {
  let closed: Promise<void> | null = null;
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    // Kysely opens its driver lazily and would reopen it after destroy(), so the
    // underlying connection is closed here too: a closed handle stays closed.
    close() {
      closed ??= db.destroy().then(closeConnection);
      return closed;
    },
  };
}
