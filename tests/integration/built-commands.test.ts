import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../support/databases.ts";
import { runCommand } from "../support/run-command.ts";
import { requireBuild } from "../support/server-process.ts";

/**
 * The operator commands as an operator runs them, `npm run -s <command>`: the build's
 * compiled JavaScript under plain Node (decision 035). Their behaviour is specified
 * beside their sources (server/cli/*.test.ts); here, that the compiled ones run.
 */

const PASSWORD = "a long passphrase 42";

function npmRun(command: string, args: string[], databaseUrl: string, stdin = "") {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BUILD_DIR: process.env.BUILD_DIR || "build",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
  };
  return runCommand("npm", ["run", "-s", command, "--", ...args], env, stdin);
}

describe("the compiled commands", { timeout: 60_000 }, () => {
  let testDb: TestDatabase;
  beforeAll(() => {
    requireBuild();
    testDb = sqliteTestDatabase();
  });
  afterAll(() => testDb?.drop());

  it("are what npm start and npm run users, enquiries and db:migrate run, with plain node", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    const entries = {
      start: "main",
      users: "users",
      enquiries: "enquiries",
      "db:migrate": "db-migrate",
    };
    for (const [script, entry] of Object.entries(entries)) {
      expect(scripts[script]).toMatch(
        new RegExp(`&& (NODE_ENV=production )?node --enable-source-maps .*/node/${entry}\\.js$`),
      );
      expect(scripts[script]).not.toMatch(/\btsx\b/);
    }
  });

  it("db:migrate brings a new database up to date and seeds it", async () => {
    const fresh = sqliteTestDatabase();
    try {
      const { code, stdout } = await npmRun("db:migrate", [], fresh.url);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Applied migrations: 001-initial, /);
      expect(stdout).toMatch(/Seeded \d+ portfolio items\./);
    } finally {
      await fresh.drop();
    }
  });

  it("users adds an owner with the password from standard input, and lists it", async () => {
    const added = await npmRun(
      "users",
      ["add", "owner@example.com", "--role", "owner"],
      testDb.url,
      `${PASSWORD}\n`,
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toBe("Added owner@example.com (owner).\n");
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);

    const listed = await npmRun("users", ["list", "--json"], testDb.url);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ email: "owner@example.com", role: "owner", disabled: false }),
    ]);
  });

  it("enquiries prints the stored enquiries as JSON, alone on standard output", async () => {
    const { code, stdout } = await npmRun("enquiries", ["--json"], testDb.url);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([]);
  });
});
