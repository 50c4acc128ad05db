import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";

/**
 * The key that signs what this server hands out and takes back (form stamps
 * now, sessions later): BETTER_AUTH_SECRET when set (architecture.md). Unset on
 * SQLite, one is generated on first start and kept beside the database file,
 * so restarts keep it; unset on PostgreSQL, where several instances must share
 * one, each process makes its own and says so once.
 */
export function resolveAppSecret(
  options: { secret: string | null; databaseUrl: string },
  log: Pick<FastifyBaseLogger, "warn">,
): string {
  if (options.secret) return options.secret;
  const sqlitePath = options.databaseUrl.startsWith("file:")
    ? options.databaseUrl.slice("file:".length)
    : null;
  if (sqlitePath && sqlitePath !== ":memory:") {
    const file = join(dirname(resolve(sqlitePath)), "secret");
    if (existsSync(file)) {
      const kept = readFileSync(file, "utf8").trim();
      if (kept.length >= 32) return kept;
    }
    const made = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${made}\n`, { mode: 0o600 });
    return made;
  }
  log.warn(
    "BETTER_AUTH_SECRET is unset: this process signs with a key of its own; set it when several instances share the database",
  );
  return randomBytes(32).toString("base64url");
}
