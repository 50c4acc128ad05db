import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/http/app.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedPeople, seedPortfolio, seedPricing } from "../../server/db/seed.ts";
import { testConfig } from "./config.ts";
import { sqliteTestDatabase } from "./databases.ts";
import { requireBuild } from "./server-process.ts";

/**
 * The whole server over the production build (`npm run build`, or BUILD_DIR)
 * and a fresh, migrated SQLite database of its own, as `npm start` runs it.
 * Closing the app drops the database; `url` opens it again.
 */
export async function startBuiltApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<{ app: FastifyInstance; database: DatabaseHandle; url: string }> {
  requireBuild();
  const testDb = sqliteTestDatabase({ migrated: true });
  const database = testDb.open();
  await migrateToLatest(database);
  if (options.seed) await seedPortfolio(database);
  // The site's people, as every start seeds them (server/start.ts).
  await seedPeople(database);
  await seedPricing(database);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    web: { kind: "build", buildDir: resolve(process.env.BUILD_DIR || "build") },
    logger: false,
  });
  app.addHook("onClose", async () => testDb.drop());
  return { app, database, url: testDb.url };
}
