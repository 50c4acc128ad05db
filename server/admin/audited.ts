import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { recordAudit, type AuditEntry } from "./audit/audit-log.ts";

/** What an entry says besides who did it and from where. */
export type AuditDetails = Omit<AuditEntry, "actor" | "ip">;

/** Who an audited action is done by: a console user (or the command line) and their address. */
export interface Actor {
  actor: string | null;
  ip?: string | null;
}

/**
 * Does a change and writes its audit entry in one transaction: both are kept
 * or neither is. `entry` turns the change's outcome into the entry, or null
 * when nothing changed (an unknown id, a status set to what it was), and then
 * nothing is written to the log.
 */
export async function audited<T>(
  database: DatabaseHandle,
  by: Actor,
  change: (trx: Kysely<Database>) => Promise<T>,
  entry: (outcome: T) => AuditDetails | null,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    const outcome = await change(trx);
    const details = entry(outcome);
    if (details) await recordAudit(trx, { ...details, actor: by.actor, ip: by.ip ?? null });
    return outcome;
  });
}

/**
 * Writes the entry of something that is not a change to our own rows (a
 * sign-in, a refused attempt, an export): better-auth's writes cannot share
 * our transaction, and a read has nothing to roll back.
 */
export async function noteAudit(
  database: DatabaseHandle,
  by: Actor,
  details: AuditDetails,
): Promise<void> {
  await recordAudit(database.db, { ...details, actor: by.actor, ip: by.ip ?? null });
}
