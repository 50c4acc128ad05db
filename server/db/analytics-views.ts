import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The analytics tables (migration 031): the views as counted, and the day's
 * salt of the visitors' hashes, shared by every instance through the
 * database. When a day ends its salt is deleted and its hashes are replaced
 * by opaque identifiers, so a day's visitors stay countable and no longer
 * lead back to anyone.
 */

type Db = Kysely<Database>;

/** What a view says, as counted and as written (server/analytics/page-view.ts). */
export interface ViewFields {
  kind: "page" | "not-found" | "bot" | "enquiry";
  path: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: "phone" | "tablet" | "desktop";
  language: string;
  /** An 'enquiry' view's enquiry; null for every other kind. */
  enquiryId: string | null;
}

/** A view as written: its day, its time, and the visitor's pseudonym for that day. */
export interface StoredView extends ViewFields {
  day: string;
  at: string;
  visitor: string;
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The salt of `day`: the one stored, or a new random one (of two instances
 * making it at once, the first written wins and both read it).
 */
export async function saltOf(db: Db, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** The day's pseudonym of a person: the salted hash of their address, browser and the site. */
export function visitorHash(
  salt: string,
  who: { address: string; userAgent: string },
  site: string,
) {
  const hash = createHash("sha256")
    .update(`${salt}\n${who.address}\n${who.userAgent}\n${site}`)
    .digest("hex");
  return `h:${hash.slice(0, 32)}`;
}

/**
 * Writes a batch of views in one transaction (a statement each 200 rows):
 * all of it or none, so a batch that failed half-way and is written again
 * counts nothing twice.
 */
export async function insertViews(db: Db, views: StoredView[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += 200) {
      await insertSlice(trx, views.slice(i, i + 200));
    }
  });
}

const insertSlice = (db: Db, views: StoredView[]) =>
  db
    .insertInto("analytics_views")
    .values(
      views.map((view) => ({
        day: view.day,
        at: view.at,
        kind: view.kind,
        visitor: view.visitor,
        path: view.path,
        referrer: view.referrer,
        utm_source: view.utmSource,
        utm_medium: view.utmMedium,
        utm_campaign: view.utmCampaign,
        device: view.device,
        language: view.language,
        enquiry_id: view.enquiryId,
      })),
    )
    .execute();

/**
 * Ends the days before `today`: their salts deleted, each of their visitors'
 * hashes replaced by an opaque identifier (the same for the same hash on
 * the same day, so the day's counts stay). How many hashes were replaced.
 */
export async function endPastDays(db: Db, today: string): Promise<number> {
  await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
  const hashed = await db
    .selectFrom("analytics_views")
    .select(["day", "visitor"])
    .distinct()
    .where("day", "<", today)
    .where("visitor", "like", "h:%")
    .execute();
  for (const { day, visitor } of hashed) {
    await db
      .updateTable("analytics_views")
      .set({ visitor: `v:${randomUUID()}` })
      .where("day", "=", day)
      .where("visitor", "=", visitor)
      .execute();
  }
  return hashed.length;
}
