import Database from "better-sqlite3";

/** Direct access to the e2e server's SQLite file, to put tables in a given state. */
export function openE2eDatabase() {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error("E2E_DATABASE_FILE is not set (playwright.config.ts sets it).");
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
}
