import { createUserAccounts } from "../../server/admin/accounts/user-accounts.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedPeople, seedPortfolio, seedPricing } from "../../server/db/seed.ts";

/** The console's two accounts in every test console (./console.ts). */
export const OWNER = { email: "owner@example.com", password: "owner passphrase 1" };
export const EDITOR = { email: "editor@example.com", password: "editor passphrase 2" };

/**
 * A console's database as a test console starts it: migrated, seeded as every
 * start seeds it (and today's projects and posts with `portfolio`), holding the
 * owner and the editor. Made by the real code, once a run for the templates
 * (./database-templates.ts), or on the database itself without them.
 */
export async function prepareConsoleDatabase(
  database: DatabaseHandle,
  { portfolio }: { portfolio: boolean },
): Promise<void> {
  await migrateToLatest(database);
  if (portfolio) await seedPortfolio(database);
  // The site's people, as every start seeds them (server/start.ts).
  await seedPeople(database);
  await seedPricing(database);
  const users = createUserAccounts(database);
  await users.add(OWNER.email, "owner", OWNER.password, "test");
  await users.add(EDITOR.email, "editor", EDITOR.password, "test");
}
