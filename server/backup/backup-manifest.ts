import { z } from "zod";

/**
 * What a backup archive says of itself (`manifest.json`, its last entry):
 * the schema it was taken at (every migration applied, by name), each
 * table's rows (their count and the SHA-256 of their entry) and each media
 * file (its size and SHA-256). A restore checks the whole archive against it
 * before it changes anything.
 */
export const BACKUP_FORMAT = 1;

const digest = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  /** The dialect it was taken from; the rows restore into either. */
  dialect: z.enum(["sqlite", "postgres"]),
  /**
   * The `backup_runs` row of the run that took it: the archive holds that row
   * unfinished, and a restore finishes it as the backup it restored.
   */
  run: z.number().int().optional(),
  /** The migrations applied to the database it was taken from, in name order. */
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), sha256: digest })),
  media: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: digest })),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The entries of an archive: a table's rows, one JSON object a line; a media file under its path. */
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const mediaEntry = (path: string) => `media/${path}`;
export const MANIFEST_ENTRY = "manifest.json";
