import type { Kysely } from "kysely";
import { pathKey, type RedirectValues } from "../../../app/admin/redirects/redirects-forms.ts";
import {
  BOT_GROUPS,
  NOT_FOUND_SHOWN,
  type BotGroup,
  type RedirectRow,
  type RedirectsPage,
  type SlugKind,
  type SlugRedirectRow,
} from "../../../app/admin/redirects/redirects.ts";
import { forgetNotFound, listNotFound } from "../../db/not-found-paths.ts";
import { listRedirects } from "../../db/redirects.ts";
import type { Database } from "../../db/schema.ts";
import { isVisible } from "../../publishing/public-content.ts";
import { pathOnSite, type KnownRedirect } from "./redirect-check.ts";

/**
 * The console's reads and writes of the redirects (migration 013) and the
 * automatic ones of slug changes (migration 007, `slug_redirects`). They take
 * a Kysely so they run in a change's transaction; they never write the audit
 * log.
 */

const BASES: Record<SlugKind, string> = {
  project: "/projects",
  post: "/blog",
  service: "/services",
};

/** The automatic redirects whose item still exists: its old address and its current one. */
export async function slugRedirects(db: Kysely<Database>): Promise<SlugRedirectRow[]> {
  const [projects, posts, services] = await Promise.all([
    db
      .selectFrom("slug_redirects")
      .innerJoin("portfolio_items", "portfolio_items.id", "slug_redirects.item_id")
      .select([
        "slug_redirects.old_slug",
        "slug_redirects.created_at",
        "portfolio_items.slug",
        "portfolio_items.published",
        "portfolio_items.published_at",
        "portfolio_items.trashed_at",
      ])
      .where("slug_redirects.kind", "=", "project")
      .execute(),
    db
      .selectFrom("slug_redirects")
      .innerJoin("blog_posts", "blog_posts.id", "slug_redirects.item_id")
      .select([
        "slug_redirects.old_slug",
        "slug_redirects.created_at",
        "blog_posts.slug",
        "blog_posts.published",
        "blog_posts.published_at",
        "blog_posts.trashed_at",
      ])
      .where("slug_redirects.kind", "=", "post")
      .execute(),
    db
      .selectFrom("slug_redirects")
      .innerJoin("services", "services.id", "slug_redirects.item_id")
      .select([
        "slug_redirects.old_slug",
        "slug_redirects.created_at",
        "services.slug",
        "services.visible",
      ])
      .where("slug_redirects.kind", "=", "service")
      .execute(),
  ]);
  const now = new Date().toISOString();
  const rows = [
    ...projects.map((row) => ({
      kind: "project" as const,
      row,
      live: isVisible(row) && row.trashed_at === null,
    })),
    ...posts.map((row) => ({
      kind: "post" as const,
      row,
      live:
        row.published === 1 &&
        row.published_at !== null &&
        row.published_at <= now &&
        row.trashed_at === null,
    })),
    ...services.map((row) => ({ kind: "service" as const, row, live: row.visible === 1 })),
  ];
  return rows
    .filter(({ row }) => row.slug !== null)
    .map(({ kind, row, live }) => ({
      kind,
      oldSlug: row.old_slug,
      from: `${BASES[kind]}/${encodeURIComponent(row.old_slug)}`,
      to: `${BASES[kind]}/${encodeURIComponent(row.slug!)}`,
      createdAt: row.created_at,
      targetHidden: !live,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.from.localeCompare(b.from));
}

/** The automatic redirects as paths they answer: each under / and under /home-two. */
const automaticSources = (automatic: SlugRedirectRow[]): KnownRedirect[] =>
  automatic.flatMap(({ from, to }) => [
    { from: from.toLowerCase(), to },
    { from: `/home-two${from}`.toLowerCase(), to: `/home-two${to}` },
  ]);

/** Every redirect that answers or may answer a path: by hand, and the automatic ones. */
export async function knownRedirects(db: Kysely<Database>): Promise<KnownRedirect[]> {
  const [hand, automatic] = await Promise.all([listRedirects(db), slugRedirects(db)]);
  return [...hand.map(({ from, to }) => ({ from, to })), ...automaticSources(automatic)];
}

export async function redirectsPage(
  db: Kysely<Database>,
  siteOrigin: string,
): Promise<RedirectsPage> {
  const [hand, automatic, log] = await Promise.all([
    listRedirects(db),
    slugRedirects(db),
    listNotFound(db, NOT_FOUND_SHOWN),
  ]);
  const known = [...hand, ...automaticSources(automatic)];
  const bySource = new Map(known.map((redirect) => [redirect.from, redirect.to]));
  const redirects: RedirectRow[] = hand.map((row) => {
    const to = pathOnSite(row.to, siteOrigin);
    return {
      id: row.id,
      from: row.from,
      to: row.to,
      permanent: row.permanent,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      goesOnTo: (to !== null && bySource.get(to)) || null,
    };
  });
  return {
    redirects,
    automatic,
    notFound: log.paths.map((row) => ({
      path: row.path,
      hits: row.hits,
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      referrerHost: row.referrer_host,
    })),
    notFoundTotal: log.total,
    noise: log.groups
      .filter((row) => (BOT_GROUPS as readonly string[]).includes(row.bot_group ?? ""))
      .map((row) => ({
        group: row.bot_group as BotGroup,
        hits: row.hits,
        lastSeen: row.last_seen,
        example: row.example,
      })),
  };
}

/** Stores a checked redirect; the 404 log forgets its path, which answers now. */
export async function insertRedirect(
  trx: Kysely<Database>,
  values: RedirectValues,
  by: string,
): Promise<number> {
  const row = await trx
    .insertInto("redirects")
    .values({
      from_path: values.from,
      to_target: values.to,
      permanent: values.permanent ? 1 : 0,
      created_by: by,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await forgetNotFound(trx, values.from);
  return row.id;
}

/** Deletes a redirect made by hand: what it was, or null when there was none. */
export async function deleteRedirect(trx: Kysely<Database>, id: number) {
  const row = await trx
    .selectFrom("redirects")
    .select(["from_path", "to_target"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  await trx.deleteFrom("redirects").where("id", "=", id).execute();
  return { from: row.from_path, to: row.to_target };
}

/** Where a project, post or service lives by its slug, under / and under /home-two. */
const itemPaths = (kind: SlugKind, slug: string) => {
  const path = `${BASES[kind]}/${encodeURIComponent(slug)}`;
  return [path, `/home-two${path}`];
};

/**
 * The hand-made redirect from a project's, post's or service's address under / or
 * /home-two, as its target, or null. Redirects answer before pages render, so
 * an item may not take an address one of them leaves from.
 */
export async function redirectFromItemPath(
  trx: Kysely<Database>,
  kind: SlugKind,
  slug: string,
): Promise<{ from: string; to: string } | null> {
  const row = await trx
    .selectFrom("redirects")
    .select(["from_path", "to_target"])
    .where("from_path", "in", itemPaths(kind, slug).map(pathKey))
    .orderBy("from_path")
    .executeTakeFirst();
  return row ? { from: row.from_path, to: row.to_target } : null;
}

/**
 * After a slug change, the hand-made redirects that led to the old address
 * lead to the new one, their query and fragment kept: otherwise they would go
 * on through the automatic redirect, a chain of two hops that the redirects'
 * check refuses everywhere else. Returns how many it changed.
 */
export async function followSlugChange(
  trx: Kysely<Database>,
  kind: SlugKind,
  change: { from: string; to: string },
  siteOrigin: string,
): Promise<number> {
  const olds = itemPaths(kind, change.from).map(pathKey);
  const news = itemPaths(kind, change.to);
  const rows = await trx.selectFrom("redirects").select(["id", "to_target"]).execute();
  let changed = 0;
  for (const row of rows) {
    const at = olds.indexOf(pathOnSite(row.to_target, siteOrigin) ?? "");
    if (at === -1) continue;
    const target = new URL(row.to_target, siteOrigin);
    target.pathname = news[at]!;
    const to = row.to_target.startsWith("/")
      ? `${target.pathname}${target.search}${target.hash}`
      : target.href;
    await trx.updateTable("redirects").set({ to_target: to }).where("id", "=", row.id).execute();
    changed += 1;
  }
  return changed;
}

/** The audit entry's words for the redirects a slug change moved (followSlugChange). */
export const redirectsFollowed = (count: number) =>
  `${count} redirect${count === 1 ? "" : "s"} now lead${count === 1 ? "s" : ""} there`;

/** Deletes an automatic redirect: its old address, or null when there was none. */
export async function deleteSlugRedirect(trx: Kysely<Database>, kind: SlugKind, oldSlug: string) {
  const result = await trx
    .deleteFrom("slug_redirects")
    .where("kind", "=", kind)
    .where("old_slug", "=", oldSlug)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0
    ? { from: `${BASES[kind]}/${encodeURIComponent(oldSlug)}` }
    : null;
}
