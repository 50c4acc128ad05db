import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { nodeCommand } from "./scripts/server-bundle.ts";
import { chromiumExecutable } from "./tests/e2e/support/chromium.ts";
import { E2E_BASE_URL, E2E_PORT } from "./tests/e2e/support/server.ts";

// One database file per run; workers inherit it through the environment so the
// specs can put the table in the states they need (e.g. empty).
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `genesis-e2e-${process.pid}.sqlite`);
const databaseFile = process.env.E2E_DATABASE_FILE;

if (!process.env.E2E_STARTED) {
  process.env.E2E_STARTED = "1";
  for (const suffix of ["", "-wal", "-shm", "-media"])
    rmSync(`${databaseFile}${suffix}`, { force: true, recursive: true });
}

const launchOptions = {
  executablePath: chromiumExecutable(),
  // This machine has no internet: keep Chromium from phoning home.
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
};

const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1440, height: 900 },
  launchOptions,
};
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions };
// Specs that change what public pages show (a post, the settings, a legal page, people, a restored version, a moved post).
const SITE_CHANGES =
  /admin-(publishing|saves|settings|legal-pages|people|pricing|page-copy|services|revisions|media|redirects|languages)\.spec\.ts$/;
const PHONE = /@phone\b/;
const PHONE_ONLY = /@phone-only\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // CI (.ci/run sets CI=1) retries once; a test that needs it is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    launchOptions,
    // One browser context a worker, reset between tests (cookies, cache, storage, extra
    // pages, routes and init scripts) instead of a new one each time: about 1 s a test on
    // this machine (decision 038). A test that needs other context options (no JavaScript)
    // still gets a fresh context, and so does any test that makes its own.
    reuseContext: true,
  },
  // Every test runs at 1440 px. A test whose subject differs on a phone says so with a tag
  // (tests/e2e/support/tags.ts): `@phone` runs it on the phone as well, `@phone-only` there
  // alone (docs/testing.md). Publishing a post changes what every public listing shows (the
  // blog's page count, the feed), a settings save every page: those specs run after all the
  // others.
  projects: [
    { name: "desktop", use: desktop, testIgnore: SITE_CHANGES, grepInvert: PHONE_ONLY },
    { name: "mobile", use: mobile, testIgnore: SITE_CHANGES, grep: PHONE },
    {
      name: "desktop-site-changes",
      use: desktop,
      testMatch: SITE_CHANGES,
      grepInvert: PHONE_ONLY,
      dependencies: ["desktop", "mobile"],
    },
  ],
  // The compiled server, as production runs it (decision 035); without a build this
  // stops at once with a line saying to run `npm run build`.
  webServer: {
    command: nodeCommand("main"),
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    stdout: "pipe",
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${databaseFile}`,
      // Errors only, piped into the run's output: a 500 in a failing test shows its cause.
      LOG_LEVEL: "error",
      // Every browser test comes from 127.0.0.1 and types faster than a person:
      // the rate limit and minimum fill time have their own integration tests.
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_MAX: "100000",
      // No scheduled backup in the middle of a run that crosses its time.
      BACKUP_SCHEDULE: "off",
      // E-mail on, to no mail server (a closed port): e-mails wait in the outbox, retried,
      // and the console shows where an enquiry's notification stands (admin-spam.spec.ts).
      SMTP_URL: "smtp://127.0.0.1:9",
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
      BUILD_DIR: process.env.BUILD_DIR || "build",
      // Covers uploaded by the publishing spec: a folder of the run, not the working tree.
      MEDIA_DIR: `${databaseFile}-media`,
    },
  },
});
