import { sql, type Kysely } from "kysely";

/**
 * The trash and the watched schedule.
 *
 * Projects and posts gain `trashed_at` and `trashed_by`: an item in the trash
 * keeps every field (its status included) so 'Restore' gives it back as it
 * was; its addresses answer 410 and it leaves every public list until it is
 * restored or purged, 30 days on (server/admin/publishing/trash.ts).
 *
 * `scheduled_for` is the publish time a save scheduled and nobody has yet
 * seen pass: the schedule job (server/admin/publishing/schedule.ts) claims
 * each passed one with a conditional UPDATE, so of two instances exactly one
 * records it, and notes `went_live_at` and whether it went live late
 * (`published_late`, 0/1: no instance was running at its time).
 *
 * `job_leases` lets one instance at a time run a periodic job: a row per job,
 * claimed by a conditional UPDATE until `locked_until`, as the outbox claims
 * its e-mails (docs/decisions/010). Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["portfolio_items", "blog_posts"]) {
    for (const column of ["trashed_at", "trashed_by", "scheduled_for", "went_live_at"]) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    await db.schema
      .alterTable(table)
      .addColumn("published_late", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // What is scheduled now is watched like what is scheduled from here on.
    await sql`update ${sql.table(table)} set scheduled_for = published_at
      where published = 1 and published_at > ${new Date().toISOString()}`.execute(db);
  }

  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("claim_token", "text")
    .addColumn("locked_until", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
  for (const table of ["portfolio_items", "blog_posts"]) {
    for (const column of [
      "published_late",
      "went_live_at",
      "scheduled_for",
      "trashed_by",
      "trashed_at",
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
