import { createHash } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { normaliseAddress } from "./personal-data.ts";
import { erasePersonalData, erasureDetail } from "./privacy-queries.ts";

/**
 * What lets a restore erase again the people erased since its backup was
 * taken (docs/privacy.md): each erasure's audit entry names the address's
 * SHA-256 (`sha256:<hex>`, never the address), and a line of the same goes
 * to `erasures.log` in BACKUP_DIR, beside the backups, so the log outlives
 * the database it was written in. A restore reads both and, for each hash
 * newer than the archive, erases whoever in the restored rows has it.
 */

export const ERASURE_TARGET_PREFIX = "sha256:";

/** The erasure log of a backup folder (BACKUP_DIR). */
export const erasureLogIn = (backupDir: string) => join(backupDir, "erasures.log");

/** The hash an erasure is logged under. */
export const addressHash = (address: string) =>
  createHash("sha256").update(normaliseAddress(address), "utf8").digest("hex");

export interface ErasureRecord {
  hash: string;
  /** When it was erased (ISO). */
  at: string;
}

/** Adds an erasure to the log file; a log that cannot be written is the caller's to report. */
export async function appendErasure(file: string, record: ErasureRecord): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, "utf8");
}

/** The erasures a log file holds; none when it does not exist. A line that is not one is skipped. */
export async function erasuresInFile(file: string): Promise<ErasureRecord[]> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  return text.split("\n").flatMap((line) => {
    try {
      const record = JSON.parse(line) as Partial<ErasureRecord>;
      return typeof record.hash === "string" && typeof record.at === "string"
        ? [{ hash: record.hash, at: record.at }]
        : [];
    } catch {
      return [];
    }
  });
}

/** The erasures the audit log of a database names. */
export async function erasuresInDatabase(db: Kysely<Database>): Promise<ErasureRecord[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["target", "created_at"])
    .where("action", "=", "privacy-erasure")
    .where("target", "like", `${ERASURE_TARGET_PREFIX}%`)
    .execute();
  return rows.map((row) => ({
    hash: row.target!.slice(ERASURE_TARGET_PREFIX.length),
    at: new Date(row.created_at).toISOString(),
  }));
}

/** Every address the personal data's tables hold, as erasure finds them (lower case, trimmed). */
async function addressesIn(db: Kysely<Database>): Promise<string[]> {
  const of = (table: "contact_enquiries" | "blog_comments" | "newsletter_subscriptions") =>
    db
      .selectFrom(table)
      .select(sql<string>`lower(trim(${sql.ref("email")}))`.as("address"))
      .distinct()
      .execute();
  const lists = await Promise.all([
    of("contact_enquiries"),
    of("blog_comments"),
    of("newsletter_subscriptions"),
  ]);
  return [...new Set(lists.flat().map((row) => row.address))];
}

/**
 * Erases again, in one transaction, each person of the restored rows erased
 * after `since` (the archive's time): how many people that was. Each is
 * audited as the console's erasure is, by "restore".
 */
export async function replayErasures(
  db: Kysely<Database>,
  erasures: readonly ErasureRecord[],
  since: Date,
): Promise<number> {
  const wanted = new Set(
    erasures.filter((record) => new Date(record.at) > since).map((record) => record.hash),
  );
  if (wanted.size === 0) return 0;
  const matching = (await addressesIn(db)).filter((address) => wanted.has(addressHash(address)));
  if (matching.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const address of matching) {
      const erasure = await erasePersonalData(trx, address);
      await recordAudit(trx, {
        action: "privacy-erasure",
        target: ERASURE_TARGET_PREFIX + addressHash(address),
        detail: `${erasureDetail(erasure)}; again, after a restore`,
        actor: "restore",
        ip: null,
      });
    }
  });
  return matching.length;
}
