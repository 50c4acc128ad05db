import type { Kysely } from "kysely";
import { isPostgres } from "./portable.ts";

/**
 * The console's accounts: better-auth's two-factor plugin keeps a
 * flag on the user and one row per user with the encrypted TOTP secret and
 * backup codes. Invitation and password-reset links use the existing
 * auth_verifications table (migration 003). As in 003, the better-auth
 * columns take each dialect's native date and flag types, because that is
 * how its Kysely adapter writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? "timestamptz" : "text";
  const flag = pg ? "boolean" : "integer";

  await db.schema
    .alterTable("auth_users")
    .addColumn("two_factor_enabled", flag, (c) => c.notNull().defaultTo(pg ? false : 0))
    .execute();

  await db.schema
    .createTable("auth_two_factors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) =>
      c.notNull().references("auth_users.id").onDelete("cascade"),
    )
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backup_codes", "text", (c) => c.notNull())
    .addColumn("verified", flag, (c) => c.notNull().defaultTo(pg ? true : 1))
    .addColumn("failed_verification_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", time)
    .execute();
  await db.schema
    .createIndex("auth_two_factors_user_id_idx")
    .on("auth_two_factors")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("auth_two_factors").execute();
  await db.schema.alterTable("auth_users").dropColumn("two_factor_enabled").execute();
}
