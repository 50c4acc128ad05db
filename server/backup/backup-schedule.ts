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

/** The next time the schedule names after `now`, if any. */
export const nextScheduled = (schedule: BackupSchedule, now: Date): Date | undefined =>
  schedule.nextRun(now) ?? undefined;

/**
 * The schedule's second-latest time at or before `now`: a verified backup
 * older than that has missed two scheduled runs (the overview says so).
 */
export const secondLastScheduled = (schedule: BackupSchedule, now: Date): Date | undefined =>
  schedule.previousRuns(2, new Date(now.getTime() + 1))[1];

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const two = (n: string) => n.padStart(2, "0");
const number = /^\d{1,2}$/;

/**
 * A BACKUP_SCHEDULE people read: "every day at 03:17 UTC", "every Monday at
 * 03:17 UTC", "every 6 hours from 00:00 UTC", "every hour at 17 minutes past";
 * any other expression as itself.
 */
export function scheduleInWords(expression: string): string {
  const [minute = "", hour = "", day = "", month = "", weekday = ""] = expression
    .trim()
    .split(/\s+/);
  const everyMonth = month === "*";
  if (number.test(minute) && number.test(hour) && everyMonth) {
    const at = `at ${two(hour)}:${two(minute)} UTC`;
    if (day === "*" && weekday === "*") return `every day ${at}`;
    if (day === "*" && /^[0-7]$/.test(weekday))
      return `every ${WEEKDAYS[Number(weekday) % 7]} ${at}`;
    if (number.test(day) && weekday === "*") return `on day ${Number(day)} of every month ${at}`;
  }
  if (number.test(minute) && day === "*" && everyMonth && weekday === "*") {
    if (hour === "*") return `every hour at ${Number(minute)} minutes past`;
    const step = /^\*\/(\d{1,2})$/.exec(hour)?.[1];
    if (step) return `every ${Number(step)} hours from 00:${two(minute)} UTC`;
  }
  return `at the times of the cron expression ${expression.trim()} (UTC)`;
}
