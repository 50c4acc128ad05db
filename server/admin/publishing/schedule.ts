import type { Kysely } from "kysely";
import { publicPath, type ItemKind } from "../../../app/admin/publishing/editorial.ts";
import {
  LATE_SHOWN_DAYS,
  type LatePublication,
  type ScheduleOverview,
  type ScheduledItem,
} from "../../../app/admin/publishing/schedule.ts";
import type { ItemStatus } from "../../../app/lib/admin/statuses.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { JOB_ACTOR } from "./trash.ts";

/**
 * Scheduled publishing, watched. A scheduled item is
 * visible from its time on (the public pages compare it; kept pages expire
 * then), on whichever instance answers. What nobody saw until now is that
 * moment itself: a save that schedules an item notes the time in
 * `scheduled_for`, and the schedule job (./publishing-jobs.ts), at every start
 * and every half minute, claims each time that has passed. The claim is one
 * conditional UPDATE naming the time it read, in a transaction with its audit
 * entry: of two instances running it at once, exactly one records the item.
 * A time that passed long before the claim (LATE_AFTER_MS: no instance was
 * running then) marks the item as published late, with its planned and
 * actual times, for the overview.
 */

type Db = Kysely<Database>;

/** Claimed this long after its time, an item went live late (the job runs every 30 s). */
export const LATE_AFTER_MS = 5 * 60_000;

const TABLE = { project: "portfolio_items", post: "blog_posts" } as const;
/** The column each kind's title is (a project's title is its `name`; its `title` is its summary). */
const TITLE = { project: "name as title", post: "title" } as const;
const KINDS = ["project", "post"] as const;

/** A kind's items with their id and title: the columns read below are both tables'. */
const itemsOf = (db: Db, kind: ItemKind) => db.selectFrom(TABLE[kind]).select(["id", TITLE[kind]]);

/**
 * After a save, in its transaction: a scheduled item waits for its time, a
 * published one is live from now (or since it already was), a draft neither.
 */
export async function noteSchedule(
  trx: Db,
  kind: ItemKind,
  id: number,
  status: ItemStatus,
  now: Date,
): Promise<void> {
  const table = TABLE[kind];
  if (status === "scheduled") {
    const row = await trx
      .selectFrom(table)
      .select("published_at")
      .where("id", "=", id)
      .executeTakeFirst();
    await trx
      .updateTable(table)
      .set({ scheduled_for: row?.published_at ?? null, went_live_at: null, published_late: 0 })
      .where("id", "=", id)
      .execute();
  } else if (status === "published") {
    // Already live: it keeps when it went live (and whether that was late).
    await trx
      .updateTable(table)
      .set({ scheduled_for: null, went_live_at: now.toISOString(), published_late: 0 })
      .where("id", "=", id)
      .where("went_live_at", "is", null)
      .execute();
    await trx.updateTable(table).set({ scheduled_for: null }).where("id", "=", id).execute();
  } else {
    await trx
      .updateTable(table)
      .set({ scheduled_for: null, went_live_at: null, published_late: 0 })
      .where("id", "=", id)
      .execute();
  }
}

export interface WentLive {
  kind: ItemKind;
  id: number;
  slug: string;
  title: string;
  planned: string;
  late: boolean;
}

/**
 * The publish step: records every scheduled item whose time has come at
 * `now` (not in the trash, still published), each once across instances.
 * Returns those this call recorded.
 */
export async function publishDueItems(
  database: DatabaseHandle,
  { now }: { now: Date },
): Promise<WentLive[]> {
  const at = now.toISOString();
  const recorded: WentLive[] = [];
  for (const kind of KINDS) {
    const due = await itemsOf(database.db, kind)
      .select(["slug", "scheduled_for"])
      .where("scheduled_for", "<=", at)
      .where("published", "=", 1)
      .where("trashed_at", "is", null)
      .orderBy("scheduled_for")
      .execute();
    for (const item of due) {
      const planned = item.scheduled_for!;
      const late = now.getTime() - Date.parse(planned) > LATE_AFTER_MS;
      const slug = item.slug ?? "";
      const claimed = await database.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable(TABLE[kind])
          .set({ scheduled_for: null, went_live_at: at, published_late: late ? 1 : 0 })
          .where("id", "=", item.id)
          .where("scheduled_for", "=", planned)
          .where("published", "=", 1)
          .where("trashed_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(
          trx,
          {
            action: `${kind}-went-live`,
            actor: JOB_ACTOR,
            target: `${kind}:${item.id}`,
            detail: [
              `${item.title} (${publicPath(kind, slug)})`,
              `planned for ${planned}`,
              late ? `published late, at ${at}` : null,
            ]
              .filter(Boolean)
              .join(", "),
          },
          now,
        );
        return true;
      });
      if (claimed) recorded.push({ kind, id: item.id, slug, title: item.title, planned, late });
    }
  }
  return recorded;
}

const LIST_SIZE = 10;

/** The overview's schedule: the next items to go live, and the recent late ones. */
export async function scheduleOverview(
  database: DatabaseHandle,
  { now }: { now: Date },
): Promise<ScheduleOverview> {
  const { db } = database;
  const at = now.toISOString();
  const since = new Date(now.getTime() - LATE_SHOWN_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const lists = await Promise.all(
    KINDS.map(async (kind) => {
      const [upcoming, late] = await Promise.all([
        itemsOf(db, kind)
          .select("published_at")
          .where("published", "=", 1)
          .where("published_at", ">", at)
          .where("trashed_at", "is", null)
          .orderBy("published_at")
          .limit(LIST_SIZE)
          .execute(),
        itemsOf(db, kind)
          .select(["published_at", "went_live_at"])
          .where("published_late", "=", 1)
          .where("went_live_at", ">=", since)
          .where("trashed_at", "is", null)
          .orderBy("went_live_at", "desc")
          .limit(LIST_SIZE)
          .execute(),
      ]);
      return {
        upcoming: upcoming.map((r) => ({ kind, id: r.id, title: r.title, at: r.published_at! })),
        late: late.map((r) => ({ kind, ...lateOf(r) })),
      };
    }),
  );
  const upcoming: ScheduledItem[] = lists
    .flatMap((list) => list.upcoming)
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, LIST_SIZE);
  const late: LatePublication[] = lists
    .flatMap((list) => list.late)
    .sort((a, b) => b.actual.localeCompare(a.actual))
    .slice(0, LIST_SIZE);
  return { upcoming, late };
}

const lateOf = (r: {
  id: number;
  title: string;
  published_at: string | null;
  went_live_at: string | null;
}) => ({ id: r.id, title: r.title, planned: r.published_at ?? "", actual: r.went_live_at ?? "" });
