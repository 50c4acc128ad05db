import { describe, expect, it } from "vitest";
import {
  backupSchedule,
  nextScheduled,
  scheduleInWords,
  secondLastScheduled,
} from "./backup-schedule.ts";

// BACKUP_SCHEDULE as the console's Backups page says it, and the time before
// which the newest verified backup has missed two scheduled runs (the overview).
describe("the backup schedule", () => {
  it("says the usual schedules in words, and any other as its expression", () => {
    expect(scheduleInWords("17 3 * * *")).toBe("every day at 03:17 UTC");
    expect(scheduleInWords("0 2 * * 1")).toBe("every Monday at 02:00 UTC");
    expect(scheduleInWords("30 4 1 * *")).toBe("on day 1 of every month at 04:30 UTC");
    expect(scheduleInWords("0 */6 * * *")).toBe("every 6 hours from 00:00 UTC");
    expect(scheduleInWords("15 * * * *")).toBe("every hour at 15 minutes past");
    expect(scheduleInWords("0 3 * * 1-5")).toBe(
      "at the times of the cron expression 0 3 * * 1-5 (UTC)",
    );
  });

  it("names its next time, and the second-latest time it named, a backup older than which is overdue", () => {
    const daily = backupSchedule("17 3 * * *");
    const now = new Date("2026-11-30T10:00:00Z");
    expect(nextScheduled(daily, now)).toEqual(new Date("2026-12-01T03:17:00Z"));
    expect(secondLastScheduled(daily, now)).toEqual(new Date("2026-11-29T03:17:00Z"));
    // At a scheduled time itself, that time is the latest.
    expect(secondLastScheduled(daily, new Date("2026-11-30T03:17:00Z"))).toEqual(
      new Date("2026-11-29T03:17:00Z"),
    );
  });
});
