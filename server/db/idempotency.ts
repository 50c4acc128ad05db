import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import type { Database } from "./schema.ts";

/** How long a key is remembered; after that the same key is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** One submission's claim on a key: which form, the key, and what it stores. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * A stable fingerprint of what a submission stores (its parsed fields), so a
 * retry of the same request matches and a different body does not, whatever
 * the order of its fields.
 */
export function fingerprintOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();

/** The fingerprint stored under a key that has not expired, if any. */
export async function findIdempotencyKey(
  database: DatabaseHandle,
  scope: string,
  key: string,
  now = new Date(),
): Promise<{ fingerprint: string } | undefined> {
  return database.db
    .selectFrom("idempotency_keys")
    .select("fingerprint")
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where("created_at", ">=", cutoff(now))
    .executeTakeFirst();
}

/**
 * Claims a key inside the transaction that stores the submission, so the key
 * and the row it guards are committed together. False when an unexpired claim
 * exists (another request got there first; a concurrent one waits on the
 * primary key until that commits). An expired claim is taken over, and the
 * expired keys are swept on the way.
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  claim: IdempotencyClaim,
  now = new Date(),
): Promise<boolean> {
  const createdAt = now.toISOString();
  const row = await trx
    .insertInto("idempotency_keys")
    .values({ ...claim, created_at: createdAt })
    .onConflict((oc) =>
      oc
        .columns(["scope", "key"])
        .doUpdateSet({ fingerprint: claim.fingerprint, created_at: createdAt })
        .where("idempotency_keys.created_at", "<", cutoff(now)),
    )
    .returning("key")
    .executeTakeFirst();
  if (row) {
    await trx.deleteFrom("idempotency_keys").where("created_at", "<", cutoff(now)).execute();
  }
  return row !== undefined;
}
