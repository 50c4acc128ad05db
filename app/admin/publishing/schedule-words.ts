import type { ItemKind } from "./editorial";
import { LATE_SHOWN_DAYS } from "./schedule";

/** The overview's words for the schedule of projects and posts. */
export const scheduleCopy = {
  heading: "Scheduled next",
  intro: "Projects and posts with a publish time still to come, the next first.",
  empty: "Nothing is scheduled.",
  kinds: { project: "Project", post: "Post" } satisfies Record<ItemKind, string>,
  goesLive: "Goes live",
  late: {
    heading: "Published late",
    intro: `Their publish time passed while the site was not running; they went live when it started again. Shown for ${LATE_SHOWN_DAYS} days.`,
    planned: "Planned",
    actual: "Published",
  },
} as const;
