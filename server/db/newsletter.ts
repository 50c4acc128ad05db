import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";
import type { CaptchaResult } from "./schema.ts";

/**
 * Subscribes an address (already normalised to lower case). Subscribing again
 * changes nothing; the answer does not reveal which case it was.
 */
export async function subscribe(
  database: DatabaseHandle,
  email: string,
  captcha: CaptchaResult,
): Promise<{ created: boolean }> {
  const row = await database.db
    .insertInto("newsletter_subscriptions")
    .values({ id: randomUUID(), email, captcha, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return { created: row !== undefined };
}
