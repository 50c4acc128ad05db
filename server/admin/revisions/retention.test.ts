import { describe, expect, it } from "vitest";
import { RETENTION, revisionsToPrune } from "./retention.ts";

const now = new Date("2026-06-30T12:00:00.000Z");
const daysAgo = (days: number, minutes = 0) =>
  new Date(now.getTime() - days * 86_400_000 - minutes * 60_000).toISOString();

describe("which revisions are pruned", () => {
  it("keeps at least 90 days and the 50 newest of an item", () => {
    expect(RETENTION).toEqual({ days: 90, newest: 50 });
  });

  it("keeps every revision of the last 90 days, however many", () => {
    const recent = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      createdAt: daysAgo(89, i),
    }));
    expect(revisionsToPrune(recent, now)).toEqual([]);
  });

  it("keeps the 50 newest, however old", () => {
    const old = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, createdAt: daysAgo(400 + i) }));
    expect(revisionsToPrune(old, now)).toEqual([]);
  });

  it("deletes only those both older than 90 days and beyond the 50 newest", () => {
    // 40 recent ones, then 30 old ones: the 10 newest old ones are among the 50 newest.
    const recent = Array.from({ length: 40 }, (_, i) => ({
      id: 100 + i,
      createdAt: daysAgo(1, i),
    }));
    const old = Array.from({ length: 30 }, (_, i) => ({ id: 200 + i, createdAt: daysAgo(91 + i) }));
    const pruned = revisionsToPrune([...old, ...recent], now);
    expect(pruned).toEqual(old.slice(10).map((r) => r.id));
  });

  it("orders by time whatever the input order, the higher id first on a tie", () => {
    const same = daysAgo(100);
    const revisions = [
      { id: 1, createdAt: same },
      { id: 2, createdAt: same },
      { id: 3, createdAt: daysAgo(95) },
    ];
    expect(revisionsToPrune(revisions, now, { days: 90, newest: 2 })).toEqual([1]);
  });
});
