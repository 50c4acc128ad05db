/**
 * What the console's backups page asks of the server (/admin/backups,
 * owners; docs/backups.md): the record of each backup run with whether its
 * archive is still in BACKUP_DIR, 'Back up now' (the compiled `npm run
 * backup` started as a process of its own), an archive to download, and the
 * overview's warning. Built per request by server/admin/backups/.
 */

export const BACKUPS_PATH = "/admin/backups";

/**
 * Where an archive is downloaded from: its file name alone, never a path, in
 * the query (console paths are lower-cased; the names' `T` and `Z` are not).
 */
export const backupDownloadPath = (file: string) =>
  `${BACKUPS_PATH}/download?file=${encodeURIComponent(file)}`;

/** What started a run: the server's schedule, 'Back up now', or `npm run backup` by hand. */
export const BACKUP_TRIGGERS = ["schedule", "console", "command"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** A run as the page lists it, newest first. */
export interface BackupRunRow {
  /** null: an archive in BACKUP_DIR that no run recorded (taken before the record, or by a restore's --replace). */
  id: number | null;
  startedAt: string;
  /**
   * running: not finished yet; verified: written and restored as a check
   * (`error` then says what failed after: the copy off the machine, the
   * pruning); failed: ended with `error`, unverified; unrecorded: an archive
   * with no run of its own.
   */
  state: "running" | "verified" | "failed" | "unrecorded";
  /** The archive's file name; null when none was written. */
  file: string | null;
  /** Bytes; null when no archive was written. */
  size: number | null;
  error: string | null;
  trigger: BackupTrigger | null;
  actor: string | null;
  /** Whether the archive is still in BACKUP_DIR (BACKUP_KEEP removes the older ones). */
  stored: boolean;
  /** Where it was copied off the machine (`s3://bucket/key`); null when it was not. */
  offsite: string | null;
}

/** When the server takes a backup by itself (BACKUP_SCHEDULE); null when off. */
export interface BackupScheduleView {
  expression: string;
  /** "every day at 03:17 UTC". */
  words: string;
  /** The next scheduled time, ISO. */
  next: string | null;
}

export interface BackupsPage {
  runs: BackupRunRow[];
  schedule: BackupScheduleView | null;
  /** BACKUP_DIR, as the server resolved it. */
  dir: string;
  /** BACKUP_KEEP. */
  keep: number;
  /** BACKUP_S3_URL: where each backup is copied off the machine; null when nowhere. */
  offsite: string | null;
  /** A run is under way: 'Back up now' is refused until it ends. */
  running: boolean;
}

/**
 * What 'Back up now' came to: started; refused while a run is under way; or
 * unavailable where there is no compiled command to start (`npm run dev`).
 */
export type BackUpNowResult = "started" | "running" | "unavailable";

/** An archive of BACKUP_DIR to download. */
export interface BackupDownload {
  file: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** Why the overview warns about backups; null when all is well. */
export interface BackupWarning {
  /** The newest run that ended failed: when it started and why. */
  failed: { at: string; error: string } | null;
  /**
   * The schedule is on and the newest verified backup is older than two of
   * its scheduled times: when that backup was taken.
   */
  overdue: { lastVerifiedAt: string } | null;
}

export interface BackupsConsole {
  /** The runs, newest first, with the archives no run recorded, the schedule and the folder. */
  list(): Promise<BackupsPage>;
  /** Starts `npm run backup` without waiting for it, named for the owner who asked. */
  backUpNow(): Promise<BackUpNowResult>;
  /** An archive listed in BACKUP_DIR by its file name, audited; null for any other name. */
  download(file: string): Promise<BackupDownload | null>;
  /** The overview's warning (owners). */
  warning(): Promise<BackupWarning | null>;
}
