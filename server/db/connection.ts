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
  /** PostgreSQL: the pool's connections now (for /metrics); SQLite has one connection and none. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** How long the database may keep a request waiting (DATABASE_* variables, server/config.ts). */
export interface DatabaseLimits {
  /** PostgreSQL: the server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs: number;
  /** PostgreSQL: how long to wait for a new connection. */
  connectTimeoutMs: number;
  /** SQLite: how long a write waits for a lock another process (the CLI) holds. */
  busyTimeoutMs: number;
}

export const defaultDatabaseLimits: DatabaseLimits = {
  statementTimeoutMs: 5000,
  connectTimeoutMs: 5000,
  busyTimeoutMs: 1000,
};

export interface DatabaseOptions {
  limits?: Partial<DatabaseLimits>;
  /** Where a connection lost while no query waited on it is reported. */
  log?: { warn(details: object, message: string): void };
}

/** `file:./data/genesis.sqlite` → SQLite (WAL); `postgres://…` → PostgreSQL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const limits = { ...defaultDatabaseLimits, ...options.limits };
  if (url.startsWith("file:")) return openSqlite(url.slice("file:".length), limits);
  return openPostgres(url, limits, options.log);
}

function openSqlite(path: string, limits: DatabaseLimits): DatabaseHandle {
  const inMemory = path === ":memory:";
  const file = inMemory ? path : resolve(path);
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets the CLI and tests read while the server writes; NORMAL is durable
  // across application crashes, which is what an embedded site database needs.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  // better-sqlite3 waits synchronously, holding up every request of the
  // process, so the wait for another process's lock is kept short; beyond it
  // the write fails (SQLITE_BUSY) and the request is answered 503.
  connection.pragma(`busy_timeout = ${Math.trunc(limits.busyTimeoutMs)}`);
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return handle(db, "sqlite", async () => {
    if (connection.open) connection.close();
  });
}

function openPostgres(
  url: string,
  limits: DatabaseLimits,
  log: DatabaseOptions["log"],
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: "genesis",
    statement_timeout: limits.statementTimeoutMs,
    // statement_timeout needs a server that answers; when the network itself
    // goes silent the client gives up a little later on its own.
    query_timeout: limits.statementTimeoutMs + 1000,
    keepAlive: true,
  });
  // A connection that dies (pg_terminate_backend, a restart, a failover)
  // emits 'error' on its client, whether it sits idle in the pool or is held
  // by a request. Without a listener Node ends the process; with one, the
  // request's own query fails (answered 503) and the pool drops the client.
  pool.on("error", () => {}); // idle clients: also reported by the listener below
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      log?.warn({ err: error }, "A PostgreSQL connection was lost; the pool replaces it");
    });
  });
  // A query abandoned by query_timeout may still be running on its connection;
  // that connection must not be handed to the next request.
  pool.on("release", (_error, client) => {
    if (hasQueryInFlight(client)) client.connection.stream.destroy();
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    ...handle(db, "postgres", async () => {
      if (!pool.ended) await pool.end();
    }),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

// pg keeps the query awaiting its answer in a private field (pg-pool reads
// its private fields the same way); missing fields read as "none".
function hasQueryInFlight(client: pg.PoolClient): boolean {
  const internals = client as unknown as { _activeQuery?: unknown };
  return internals._activeQuery != null;
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
