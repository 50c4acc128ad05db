import { sql, type Kysely } from "kysely";
import type { BotGroup } from "../../app/admin/redirects/redirects.ts";
import type { Database } from "./schema.ts";

/**
 * The 404 log's rows (migration 013): counts gathered in memory by
 * server/http/not-found-log.ts and added here in one statement, from any
 * number of instances (each adds its own counts). The table keeps at most
 * `maxRows` rows: past that, the least recently seen go.
 */

/** The most rows the log keeps, bot groups included. */
export const NOT_FOUND_MAX_ROWS = 500;

/** The 404 answers of one path (or one bot group) since the last write. */
export interface NotFoundCount {
  /** The path, or "bot:<group>". */
  key: string;
  group: BotGroup | null;
  /** A group's last path (null for a path's own row). */
  example: string | null;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrerHost: string | null;
}

export async function addNotFoundCounts(
  db: Kysely<Database>,
  counts: readonly NotFoundCount[],
  { maxRows = NOT_FOUND_MAX_ROWS }: { maxRows?: number } = {},
): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto("not_found_paths")
    .values(
      counts.map((count) => ({
        path: count.key,
        bot_group: count.group,
        example: count.example,
        hits: count.hits,
        first_seen: count.firstSeen,
        last_seen: count.lastSeen,
        referrer_host: count.referrerHost,
      })),
    )
    .onConflict((conflict) =>
      conflict.column("path").doUpdateSet((eb) => ({
        hits: eb("not_found_paths.hits", "+", eb.ref("excluded.hits")),
        first_seen: sql<string>`case when excluded.first_seen < not_found_paths.first_seen then excluded.first_seen else not_found_paths.first_seen end`,
        last_seen: sql<string>`case when excluded.last_seen > not_found_paths.last_seen then excluded.last_seen else not_found_paths.last_seen end`,
        referrer_host: sql<
          string | null
        >`coalesce(excluded.referrer_host, not_found_paths.referrer_host)`,
        example: sql<string | null>`coalesce(excluded.example, not_found_paths.example)`,
      })),
    )
    .execute();
  await trimNotFound(db, maxRows);
}

/** Drops the least recently seen rows past `maxRows`. */
export async function trimNotFound(db: Kysely<Database>, maxRows: number): Promise<void> {
  const { n } = await db
    .selectFrom("not_found_paths")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const over = Number(n) - maxRows;
  if (over <= 0) return;
  const oldest = await db
    .selectFrom("not_found_paths")
    .select("path")
    .orderBy("last_seen")
    .orderBy("path")
    .limit(over)
    .execute();
  for (let i = 0; i < oldest.length; i += 200) {
    const paths = oldest.slice(i, i + 200).map((row) => row.path);
    await db.deleteFrom("not_found_paths").where("path", "in", paths).execute();
  }
}

/**
 * The log's paths, most answered first (then the latest), and its bot
 * groups; a path a redirect answers now is left out (counted by another
 * instance just before or after its redirect was added).
 */
export async function listNotFound(db: Kysely<Database>, limit: number) {
  const paths = () =>
    db
      .selectFrom("not_found_paths")
      .where("bot_group", "is", null)
      .where("path", "not in", db.selectFrom("redirects").select("from_path"));
  const [rows, total, groups] = await Promise.all([
    paths()
      .selectAll()
      .orderBy("hits", "desc")
      .orderBy("last_seen", "desc")
      .orderBy("path")
      .limit(limit)
      .execute(),
    paths()
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("not_found_paths")
      .selectAll()
      .where("bot_group", "is not", null)
      .orderBy("hits", "desc")
      .execute(),
  ]);
  return { paths: rows, total: Number(total.n), groups };
}

/** Forgets a path (a redirect now answers it). */
export async function forgetNotFound(db: Kysely<Database>, path: string): Promise<void> {
  await db.deleteFrom("not_found_paths").where("path", "=", path).execute();
}
