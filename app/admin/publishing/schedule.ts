import type { ItemKind } from "./editorial.ts";

/**
 * Scheduled publishing, watched: what the console's
 * overview shows of the schedule (server/admin/publishing/schedule.ts).
 */

/** A project or post with a publish time still to come. */
export interface ScheduledItem {
  kind: ItemKind;
  id: number;
  title: string;
  /** When it goes live (ISO). */
  at: string;
}

/** An item that went live late: its time passed while no instance of the site was running. */
export interface LatePublication {
  kind: ItemKind;
  id: number;
  title: string;
  /** When it was to go live. */
  planned: string;
  /** When an instance, starting again, published it. */
  actual: string;
}

export interface ScheduleOverview {
  /** The next ones first. */
  upcoming: ScheduledItem[];
  /** Of the last LATE_SHOWN_DAYS days, the latest first. */
  late: LatePublication[];
}

/** How long the overview keeps showing an item that went live late. */
export const LATE_SHOWN_DAYS = 7;
