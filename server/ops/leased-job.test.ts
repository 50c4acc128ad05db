import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { claimJobLease, renewJobLease } from "../db/job-leases.ts";
import { createLeasedJob, type LeasedJob } from "./leased-job.ts";

const log = pino({ level: "silent" });
const timings = { firstRunMs: 0, pollMs: 20, everyMs: 60 * 60_000, leaseMs: 10 * 60_000 };

let testDb: TestDatabase | undefined;
const jobs: LeasedJob<unknown>[] = [];
afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()));
  await testDb?.drop();
  testDb = undefined;
});

async function database(): Promise<DatabaseHandle> {
  testDb = sqliteTestDatabase({ migrated: true });
  const handle = testDb.open();
  await migrateToLatest(handle);
  return handle;
}

function job<T>(db: DatabaseHandle, run: (now: Date) => Promise<T>): LeasedJob<T> {
  const made = createLeasedJob({ name: "test-job", database: db, log, timings, run, failure: "x" });
  jobs.push(made);
  return made;
}

describe("a leased job", () => {
  it("runs once an interval across instances, and a failed run leaves it due for the next", async () => {
    const db = await database();
    const now = new Date("2026-11-28T10:00:00Z");
    let failing = true;
    const runs: string[] = [];
    const instance = (name: string) =>
      job(db, async () => {
        runs.push(name);
        if (failing) throw new Error("the database went away");
        return name;
      });

    await expect(instance("a").runOnce(now)).rejects.toThrow("the database went away");
    // Handed back unfinished: another instance may run it at once.
    failing = false;
    expect(await instance("b").runOnce(now)).toBe("b");
    // Finished: not due again within the interval, on any instance.
    expect(await instance("c").runOnce(new Date(now.getTime() + 59 * 60_000))).toBeNull();
    expect(await instance("c").runOnce(new Date(now.getTime() + 60 * 60_000))).toBe("c");
    expect(runs).toEqual(["a", "b", "c"]);
  });

  it("keeps looking after a failed run, and stop waits for the run under way", async () => {
    const db = await database();
    let calls = 0;
    let finished = false;
    const looking = job(db, async () => {
      calls += 1;
      if (calls === 1) throw new Error("first run fails");
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
      return calls;
    });
    // Due at every look: a failed run leaves no finished time behind.
    looking.start();
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(2);
    await looking.stop();
    expect(finished).toBe(true);
    // Stopped: no more looks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(2);
  });
});

describe("a lease renewed while its run lasts", () => {
  it("keeps others out while renewed, and is lost once it ran out and another took it", async () => {
    const db = await database();
    const start = new Date("2026-11-28T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const lease = await claimJobLease(db, { name: "long-run", now: start, leaseMs: 2 * 60_000 });
    expect(lease).not.toBeNull();
    expect(await renewJobLease(db, lease!, { now: at(1.5), leaseMs: 2 * 60_000 })).toBe(true);
    // Without the renewal it would have run out at minute 2.
    expect(await claimJobLease(db, { name: "long-run", now: at(3), leaseMs: 60_000 })).toBeNull();
    const other = await claimJobLease(db, { name: "long-run", now: at(4), leaseMs: 60_000 });
    expect(other).not.toBeNull();
    expect(await renewJobLease(db, lease!, { now: at(4), leaseMs: 2 * 60_000 })).toBe(false);
  });
});
