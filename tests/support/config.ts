import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../server/config.ts";
import { createFormStamps } from "../../server/forms/form-stamp.ts";

/** The signing secret of test servers, so tests can make the stamps a page would carry. */
export const TEST_APP_SECRET = "test-secret-test-secret-test-secret-0123";

/** A configuration as the server would parse it, for a given database. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: TEST_APP_SECRET,
    // A test's server takes no scheduled backup (server/backup/backup-job.test.ts tests it).
    BACKUP_SCHEDULE: "off",
    // Never the checkout's ./backups (the default with PostgreSQL): erasures.log goes there.
    BACKUP_DIR: join(tmpdir(), "genesis-test-backups"),
    ...env,
  });
}

/** The render stamp of a page served `msAgo` milliseconds ago by a test server. */
export function stampServed(msAgo: number): string {
  return createFormStamps(TEST_APP_SECRET).issue(Date.now() - msAgo);
}
