import { sql, type Kysely } from "kysely";
import { isPostgres } from "./portable.ts";

/**
 * The operator console (decision 020): better-auth's accounts, sessions and
 * one-time tokens, enquiry history (status changes and notes), the audit log,
 * and the statuses of architecture.md ("Operator console").
 *
 * The auth_* tables are better-auth's, with the column names its options map
 * (server/admin/auth-options.ts). Its Kysely adapter stores dates and flags as
 * each dialect does natively (timestamptz and boolean on PostgreSQL; ISO text
 * and 0/1 on SQLite), so those column types differ by dialect here; our own
 * tables stay portable (docs/decisions/003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? "timestamptz" : "text";
  const flag = pg ? "boolean" : "integer";

  await db.schema
    .createTable("auth_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", flag, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("disabled", flag, (c) => c.notNull())
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auth_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) =>
      c.notNull().references("auth_users.id").onDelete("cascade"),
    )
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_sessions_user_id_idx")
    .on("auth_sessions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("auth_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) =>
      c.notNull().references("auth_users.id").onDelete("cascade"),
    )
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", time)
    .addColumn("refresh_token_expires_at", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_accounts_user_id_idx")
    .on("auth_accounts")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("auth_verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_verifications_identifier_idx")
    .on("auth_verifications")
    .column("identifier")
    .execute();

  // Status changes and internal notes of an enquiry, kept, never edited.
  await db.schema
    .createTable("enquiry_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) =>
      c.notNull().references("contact_enquiries.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("note", "text")
    .addColumn("actor_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_events_enquiry")
    .on("enquiry_events")
    .columns(["enquiry_id", "created_at"])
    .execute();

  // Who did what and when. The console only ever inserts and reads.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_email", "text")
    .addColumn("target", "text")
    .addColumn("detail", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_at")
    .on("audit_log")
    .column("created_at")
    .execute();

  await db.schema
    .createIndex("contact_enquiries_status")
    .on("contact_enquiries")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("blog_comments_post")
    .on("blog_comments")
    .columns(["post_slug", "status"])
    .execute();

  // The statuses of the first draft, renamed to the console's.
  await sql`update contact_enquiries set status = 'open' where status = 'read'`.execute(db);
  await sql`update contact_enquiries set status = 'replied' where status = 'answered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update contact_enquiries set status = 'read' where status in ('open', 'closed')`.execute(
    db,
  );
  await sql`update contact_enquiries set status = 'answered' where status = 'replied'`.execute(db);
  await db.schema.dropIndex("blog_comments_post").execute();
  await db.schema.dropIndex("contact_enquiries_status").execute();
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("enquiry_events").execute();
  await db.schema.dropTable("auth_verifications").execute();
  await db.schema.dropTable("auth_accounts").execute();
  await db.schema.dropTable("auth_sessions").execute();
  await db.schema.dropTable("auth_users").execute();
}
