import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedPeople, seedPortfolio, seedPricing } from "./seed.ts";
import { siteContentSeed } from "../content/site-content-seed.ts";
import { seedSiteDocuments } from "../content/site-documents.ts";
import { seedShippedWords } from "../content/shipped-words.ts";

// `npm run db:migrate`: brings the schema up to date and seeds an empty portfolio.
try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, { limits: config.database });
  try {
    const applied = await migrateToLatest(database);
    const seeded = await seedPortfolio(database);
    await seedSiteDocuments(database, siteContentSeed(config.firstContact));
    await seedShippedWords(database);
    await seedPeople(database);
    await seedPricing(database);
    console.log(
      applied.length ? `Applied migrations: ${applied.join(", ")}` : "Schema is up to date.",
    );
    if (seeded) console.log(`Seeded ${seeded} portfolio items.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
