import { Cron } from "croner";

/** A cron expression (minute hour day month weekday), read in UTC. */
export type BackupSchedule = Cron;

/**
 * BACKUP_SCHEDULE as croner reads it: five fields, UTC. Throws a message for
 * the configuration's line when it is not one, or when it never comes
 * (`0 0 31 2 *`).
 */
export function backupSchedule(expression: string): BackupSchedule {
  let cron: Cron;
  try {
    cron = new Cron(expression, { timezone: "UTC", mode: "5-part", paused: true });
  } catch (error) {
    throw new Error(
      `must be a cron expression of five fields (minute hour day month weekday, UTC) or off: ${(error as Error).message}`,
    );
  }
  if (!cron.nextRun()) throw new Error("is a cron expression whose time never comes");
  return cron;
}

/** The latest time the schedule named at or before `now`, if any. */
export const lastScheduled = (schedule: BackupSchedule, now: Date): Date | undefined =>
  schedule.previousRuns(1, new Date(now.getTime() + 1))[0];
