import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

/** True when the migration runs against PostgreSQL (else SQLite). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key, spelled the way each dialect wants it. */
export function idColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, "id"> {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
