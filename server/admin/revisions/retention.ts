/**
 * How long revisions are kept: at least 90 days, and the
 * 50 newest of each item whatever their age. A revision goes only once it is
 * both older than 90 days and beyond its item's 50 newest. Applied to an item
 * each time it is saved (revision-store.ts, `keepRevision`), in the save's
 * transaction: no job runs for it.
 */
export const RETENTION = { days: 90, newest: 50 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ids of one item's revisions that may be deleted at `now`. */
export function revisionsToPrune(
  revisions: readonly { id: number; createdAt: string }[],
  now: Date,
  rule: { days: number; newest: number } = RETENTION,
): number[] {
  const cutoff = new Date(now.getTime() - rule.days * DAY_MS).toISOString();
  return [...revisions]
    .sort((a, b) =>
      a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
    )
    .slice(rule.newest)
    .filter((revision) => revision.createdAt < cutoff)
    .map((revision) => revision.id);
}
