/** The words of /admin/backups (docs/backups.md, "The console's Backups page"). */
export const backupsCopy = {
  title: "Backups",
  description:
    "Every backup of the database and the media, and whether it was restored as a check. An archive holds personal data and password hashes: keep downloads where only you can read them.",
  schedule: {
    on: (words: string, expression: string) =>
      `Backups are taken ${words} (BACKUP_SCHEDULE=${expression}).`,
    next: "The next one:",
    off: "Scheduled backups are off (BACKUP_SCHEDULE=off).",
    folder: (dir: string, keep: number) =>
      `They are kept in ${dir} (BACKUP_DIR), the ${keep} newest (BACKUP_KEEP).`,
    offsite: (url: string) => `Each is copied off the machine to ${url} (BACKUP_S3_URL).`,
    onlyHere:
      "They are on this machine only: set BACKUP_S3_URL to keep a copy elsewhere, in case the disk fails.",
  },
  backUpNow: {
    heading: "Back up now",
    intro:
      "Takes a backup as the schedule does, in a process of its own: the site keeps serving while it is written and verified.",
    submit: "Back up now",
  },
  list: {
    heading: "Backups taken",
    columns: {
      date: "Date",
      size: "Size",
      verified: "Verified",
      stored: "Stored",
      download: "Download",
    },
    by: {
      schedule: "Scheduled",
      console: (actor: string | null) => `Back up now${actor ? `, by ${actor}` : ""}`,
      command: "npm run backup",
      unrecorded: "Found in the folder",
    },
    running: "Running…",
    yes: "Yes",
    no: (reason: string) => `No: ${reason}`,
    after: (reason: string) => `Then: ${reason}`,
    unrecorded: "Not recorded",
    here: "Here",
    hereAndOffsite: "Here and off the machine",
    removed: "Removed (BACKUP_KEEP)",
    none: "—",
    download: "Download",
    downloadLabel: (date: string) => `Download the backup of ${date}`,
  },
  empty: {
    title: "No backups yet",
    scheduled:
      "The server takes one at the schedule's next time, or take one now with 'Back up now'.",
    unscheduled: "Take one with 'Back up now', or turn the schedule on with BACKUP_SCHEDULE.",
  },
  done: {
    started: "Backing up. The backup appears here once it is written and verified.",
  } as Record<string, string>,
  refused: {
    running:
      "A backup is already running. Wait for it to appear here, then take another if you need one.",
    unavailable:
      "Backups cannot be started from here without the compiled command (npm run build); run npm run backup instead.",
  },
  /** Why a run that never finished is no longer counted as running. */
  stopped: "It stopped before it finished: its process ended (a restart, or it was killed).",
  notFound: "There is no such backup in BACKUP_DIR. It may have been removed (BACKUP_KEEP).",
};

/** The overview's warning about backups (owners). */
export const backupWarningCopy = {
  heading: "Backups need you",
  failed: (date: string, reason: string) => `The last backup, started ${date}, failed: ${reason}`,
  overdue: (date: string) =>
    `The newest verified backup is from ${date}: the last two scheduled backups did not happen or were not verified.`,
  open: "Open Backups",
};
