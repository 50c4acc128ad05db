/**
 * The trash of projects and posts: an item moved there
 * keeps everything and can be restored for TRASH_DAYS days; then the server's
 * job purges it (server/admin/publishing/trash.ts).
 */

export const TRASH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item moved to the trash at `trashedAt` is purged (ISO text). */
export function purgeDate(trashedAt: string): string {
  return new Date(Date.parse(trashedAt) + TRASH_DAYS * DAY_MS).toISOString();
}

/** The moment before which an item in the trash is due to be purged at `now`. */
export function purgeCutoff(now: Date): string {
  return new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
}

/**
 * 'Move to trash' and 'Restore': the item's title, or why nothing was done
 * (`redirected`: a published item's address is a redirect's source now, so
 * restored it would be hidden behind it).
 */
export type TrashOutcome =
  { ok: true; title: string } | { ok: false; reason: "missing" | "already" | "redirected" };
