import type { Kysely } from "kysely";

/**
 * Where each lead came from (app/forms/visit-source.ts): the
 * visit's landing page (a path), the referring site's host and the campaign's
 * `utm_*` values, as the enquiry form sent them. Nothing finer is stored: no
 * referring page, no query, no cookie. Null on enquiries from before, or sent
 * through the API without them. Portable types only (decision 003).
 */
const COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("contact_enquiries").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("contact_enquiries").dropColumn(column).execute();
  }
}
