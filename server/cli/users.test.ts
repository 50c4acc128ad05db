import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_APP_SECRET } from "../../tests/support/config.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { createAuth } from "../admin/auth.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { usersCommand } from "./users-command.ts";

/** `npm run users`'s entry point as an operator runs it, the password piped in. */
function runCli(args: string[], env: Record<string, string>, stdin: string) {
  const command = ["--import", "tsx", "server/cli/users.ts", ...args];
  return runCommand(process.execPath, command, { PATH: process.env.PATH, ...env }, stdin);
}

async function runInProcess(args: string[], env: Record<string, string>, password = "") {
  let stdout = "";
  let stderr = "";
  const code = await usersCommand(args, env, {
    out: async (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    readPassword: async () => password,
  });
  return { code, stdout, stderr };
}

const PASSWORD = "a long passphrase 42";

describeEachDialect("npm run users", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let env: Record<string, string>;

  const signIn = async (email: string, password: string) => {
    const auth = createAuth({ database, secret: TEST_APP_SECRET, siteUrl: "http://localhost" });
    return auth.api
      .signInEmail({ body: { email, password }, headers: new Headers() })
      .then(() => true)
      .catch(() => false);
  };
  const sessionsOf = async (email: string) =>
    (
      await database.db
        .selectFrom("auth_sessions")
        .innerJoin("auth_users", "auth_users.id", "auth_sessions.user_id")
        .select("auth_sessions.id")
        .where("auth_users.email", "=", email)
        .execute()
    ).length;

  beforeAll(async () => {
    testDb = await create();
    database = testDb.open();
    await migrateToLatest(database);
    env = { DATABASE_URL: testDb.url, BETTER_AUTH_SECRET: TEST_APP_SECRET, LOG_LEVEL: "silent" };
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it("adds the first owner with the password read from standard input, printing nothing secret", async () => {
    const run = await runCli(["add", "Owner@Example.com", "--role", "owner"], env, `${PASSWORD}\n`);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Added owner@example.com (owner).\n");
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    expect(await signIn("owner@example.com", PASSWORD)).toBe(true);
    const audit = await database.db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toMatchObject([
      { action: "user-added", actor_email: "command line", target: "owner@example.com" },
    ]);
  });

  it("refuses a password shorter than 12 characters, a second account for one address and an unknown role", async () => {
    const short = await runInProcess(
      ["add", "e@example.com", "--role", "editor"],
      env,
      "elevenchars",
    );
    expect(short).toMatchObject({
      code: 1,
      stderr: "The password must be at least 12 characters long.\n",
    });
    const twice = await runInProcess(
      ["add", "owner@example.com", "--role", "editor"],
      env,
      PASSWORD,
    );
    expect(twice).toMatchObject({ code: 1, stderr: "owner@example.com already has an account.\n" });
    const role = await runInProcess(["add", "x@example.com", "--role", "admin"], env, PASSWORD);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain("add needs --role owner or --role editor.");
  });

  it("lists the accounts as a table and as JSON", async () => {
    await runInProcess(["add", "editor@example.com", "--role", "editor"], env, PASSWORD);
    const table = await runInProcess(["list"], env);
    expect(table.stdout).toMatch(/editor@example\.com\s+editor\s+active/);
    expect(table.stdout).toMatch(/owner@example\.com\s+owner\s+active/);
    const json = await runInProcess(["list", "--json"], env);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ email: "editor@example.com", role: "editor", disabled: false }),
      expect.objectContaining({ email: "owner@example.com", role: "owner", disabled: false }),
    ]);
  });

  it("disables an account, ending its sessions at once and refusing sign-in, and enables it again", async () => {
    expect(await signIn("editor@example.com", PASSWORD)).toBe(true);
    expect(await sessionsOf("editor@example.com")).toBe(1);
    const disabled = await runInProcess(["disable", "editor@example.com"], env);
    expect(disabled).toMatchObject({ code: 0 });
    expect(await sessionsOf("editor@example.com")).toBe(0);
    expect(await signIn("editor@example.com", PASSWORD)).toBe(false);
    expect((await runInProcess(["list"], env)).stdout).toMatch(
      /editor@example\.com\s+editor\s+disabled/,
    );
    await runInProcess(["enable", "editor@example.com"], env);
    expect(await signIn("editor@example.com", PASSWORD)).toBe(true);
  });

  it("resets a password from standard input and ends every session", async () => {
    expect(await sessionsOf("editor@example.com")).toBeGreaterThan(0);
    const reset = await runInProcess(
      ["reset-password", "editor@example.com"],
      env,
      "another passphrase 7",
    );
    expect(reset.code).toBe(0);
    expect(await sessionsOf("editor@example.com")).toBe(0);
    expect(await signIn("editor@example.com", PASSWORD)).toBe(false);
    expect(await signIn("editor@example.com", "another passphrase 7")).toBe(true);
  });

  it("turns two-factor off for a user who lost their authenticator, ending their sessions", async () => {
    const user = await database.db
      .selectFrom("auth_users")
      .select("id")
      .where("email", "=", "editor@example.com")
      .executeTakeFirstOrThrow();
    const pg = database.dialect === "postgres";
    await sql`update auth_users set two_factor_enabled = ${pg ? true : 1} where id = ${user.id}`.execute(
      database.db,
    );
    await sql`insert into auth_two_factors (id, user_id, secret, backup_codes) values ('tf1', ${user.id}, 'x', 'y')`.execute(
      database.db,
    );
    expect(await signIn("editor@example.com", "another passphrase 7")).toBe(true);
    const reset = await runInProcess(["reset-two-factor", "editor@example.com"], env);
    expect(reset).toMatchObject({ code: 0 });
    expect(await sessionsOf("editor@example.com")).toBe(0);
    const left = await sql<{
      n: number | string;
    }>`select count(*) as n from auth_two_factors`.execute(database.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
    const flag = await sql<{
      enabled: unknown;
    }>`select two_factor_enabled as enabled from auth_users where id = ${user.id}`.execute(
      database.db,
    );
    expect(Boolean(flag.rows[0]!.enabled)).toBe(false);
  });

  it("names an unknown account or command and exits non-zero", async () => {
    expect(await runInProcess(["disable", "nobody@example.com"], env)).toMatchObject({
      code: 1,
      stderr: "No user nobody@example.com.\n",
    });
    expect((await runInProcess(["promote", "x"], env)).code).toBe(2);
  });
});

describe("npm run users -- --help", () => {
  it("prints the commands", async () => {
    const help = await runInProcess(["--help"], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("add <email> --role owner|editor");
  });
});
