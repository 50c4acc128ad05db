import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { storeEnquiry, type NewEnquiry } from "../db/enquiries.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { enquiriesCommand } from "./enquiries-command.ts";

/** Runs `npm run enquiries`'s entry point as the operator would, against a test database. */
function runCli(args: string[], env: Record<string, string>) {
  const command = ["--import", "tsx", "server/cli/enquiries.ts", ...args];
  return runCommand(process.execPath, command, { PATH: process.env.PATH, ...env });
}

/** The same command in this process: quicker, for the cases that do not need a real process. */
async function runInProcess(args: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await enquiriesCommand(args, env, {
    out: async (text) => void (stdout += text),
    err: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

type Run = Awaited<ReturnType<typeof runCli>>;

describe("npm run enquiries", () => {
  let testDb: TestDatabase;
  let empty: TestDatabase;
  const ids: string[] = [];
  // A child process starts Node with tsx (seconds on a busy machine): the JSON and CSV
  // exports run as real processes, side by side; the other cases run in process.
  const runs = {} as Record<"json" | "csv" | "table" | "empty" | "badUrl" | "unknown", Run>;

  const enquiry = (overrides: Partial<NewEnquiry>): NewEnquiry => ({
    name: "José Álvarez",
    email: "jose@example.com",
    phone: "+1 307 555 0142",
    subject: "Sales",
    message: "Hello",
    ...overrides,
  });

  beforeAll(async () => {
    testDb = sqliteTestDatabase();
    const database = testDb.open();
    await migrateToLatest(database);
    const store = (e: NewEnquiry, at: string) =>
      storeEnquiry(database, e, {
        idempotency: null,
        captcha: "off",
        notification: null,
        now: new Date(at),
      });
    ids.push((await store(enquiry({ name: "Oldest Visitor" }), "2026-01-01T09:00:00.000Z")).id);
    ids.push(
      (
        await store(
          enquiry({
            name: "李雷",
            subject: "Development",
            message: '=HYPERLINK("http://evil.example","click"), then\n"quotes", commas',
          }),
          "2026-02-01T09:00:00.000Z",
        )
      ).id,
    );
    ids.push(
      (
        await store(
          enquiry({ name: "Newest Visitor", message: "\u001b[31mred" }),
          "2026-03-01T09:00:00.000Z",
        )
      ).id,
    );
    await database.close();

    empty = sqliteTestDatabase();
    const url = { DATABASE_URL: testDb.url };
    [runs.json, runs.csv, runs.table, runs.empty, runs.badUrl, runs.unknown] = await Promise.all([
      runCli(["--json"], url),
      runCli(["--csv"], url),
      runInProcess([], url),
      runInProcess([], { DATABASE_URL: empty.url }),
      runInProcess(["--json"], { DATABASE_URL: "mysql://x" }),
      runInProcess(["--xml"], url),
    ]);
  });

  afterAll(async () => {
    await testDb.drop();
    await empty.drop();
  });

  it("prints a JSON array, newest first, with the fields of the architecture page", () => {
    const { code, stdout } = runs.json;
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
    expect(rows[1]).toEqual({
      id: ids[1],
      createdAt: "2026-02-01T09:00:00.000Z",
      name: "李雷",
      email: "jose@example.com",
      phone: "+1 307 555 0142",
      subject: "Development",
      message: '=HYPERLINK("http://evil.example","click"), then\n"quotes", commas',
      status: "new",
      captcha: "off",
      notification: null,
    });
  });

  it("exports CSV a spreadsheet opens safely", () => {
    const { code, stdout } = runs.csv;
    expect(code).toBe(0);
    expect(
      stdout.startsWith(
        "\uFEFFid,createdAt,name,email,phone,subject,message,status,captcha,notification,notificationError,language\r\n",
      ),
    ).toBe(true);
    expect(stdout).toContain(
      `${ids[1]},2026-02-01T09:00:00.000Z,李雷,jose@example.com,'+1 307 555 0142,Development,"'=HYPERLINK(""http://evil.example"",""click""), then\n""quotes"", commas",new,off,,,\r\n`,
    );
    expect(stdout.trimEnd().split("\r\n")).toHaveLength(4);
  });

  it("lists a readable table by default, newest first, without raw control characters", () => {
    const { code, stdout } = runs.table;
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(
      /^Received \(UTC\)\s+Name\s+Email\s+Phone\s+Subject\s+Status\s+Captcha\s+E-mail\s+Message$/,
    );
    expect(lines[2]).toMatch(/^2026-03-01 09:00\s+Newest Visitor/);
    expect(lines[4]).toMatch(/^2026-01-01 09:00\s+Oldest Visitor/);
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("3 enquiries, newest first.");
  });

  it("says so when there are no enquiries", () => {
    expect(runs.empty).toMatchObject({ code: 0, stdout: "No enquiries yet.\n" });
  });

  it("stops with one line when DATABASE_URL is invalid, and with usage for an unknown option", () => {
    const bad = runs.badUrl;
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL/),
    ]);
    const unknown = runs.unknown;
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown option "--xml"\.\nUsage: npm run enquiries/);
  });
});

describe("npm run enquiries and the notification e-mails", () => {
  let testDb: TestDatabase;
  const runs = {} as Record<"table" | "json" | "csv", Run>;

  beforeAll(async () => {
    testDb = sqliteTestDatabase();
    const database = testDb.open();
    await migrateToLatest(database);
    const store = (name: string, at: string, notification: typeof enquiryNotification | null) =>
      storeEnquiry(
        database,
        {
          name,
          email: "ann@example.com",
          phone: "+1 307 555 0142",
          subject: "Sales",
          message: "Hi",
        },
        { idempotency: null, captcha: "passed", notification, now: new Date(at) },
      );
    const refused = await store("Refused Visitor", "2026-03-01T09:00:00.000Z", enquiryNotification);
    const retrying = await store(
      "Retrying Visitor",
      "2026-02-01T09:00:00.000Z",
      enquiryNotification,
    );
    await store("Sent Visitor", "2026-01-15T09:00:00.000Z", enquiryNotification);
    await store("Offline Visitor", "2026-01-01T09:00:00.000Z", null);
    const mark = (
      enquiryId: string,
      values: { status?: "failed" | "sent"; attempts: number; last_error: string | null },
    ) =>
      database.db
        .updateTable("mail_outbox")
        .set(values)
        .where("enquiry_id", "=", enquiryId)
        .execute();
    await mark(refused.id, {
      status: "failed",
      attempts: 3,
      last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 mailbox unavailable",
    });
    await mark(retrying.id, { attempts: 4, last_error: "451 4.3.0 Try again later" });
    await database.db
      .updateTable("mail_outbox")
      .set({ status: "sent", attempts: 1 })
      .where("status", "=", "pending")
      .where("attempts", "=", 0)
      .execute();
    await database.close();
    const url = { DATABASE_URL: testDb.url };
    [runs.table, runs.json, runs.csv] = await Promise.all([
      runInProcess([], url),
      runInProcess(["--json"], url),
      runInProcess(["--csv"], url),
    ]);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it("shows each enquiry's e-mail in the table, and why a refused one failed", () => {
    const lines = runs.table.stdout.split("\n");
    const column = (name: string) => lines.find((line) => line.includes(name))!;
    expect(column("Refused Visitor")).toMatch(/\bFAILED\b/);
    expect(column("Retrying Visitor")).toMatch(/\bretrying \(4\)/);
    expect(column("Sent Visitor")).toMatch(/\bsent\b/);
    expect(column("Offline Visitor")).toMatch(/\boff\b/);
    expect(runs.table.stdout).toContain(
      "The mail server refused the notification of this enquiry for good; answer by hand:\n" +
        "  2026-03-01 09:00  Refused Visitor <ann@example.com>: Can't send mail - all recipients were rejected: 550 5.1.1 mailbox unavailable\n",
    );
  });

  it("gives the e-mail's state in JSON and CSV", () => {
    const rows = JSON.parse(runs.json.stdout) as { name: string; notification: unknown }[];
    expect(rows.map((r) => [r.name, r.notification])).toEqual([
      ["Refused Visitor", { status: "failed", attempts: 3, error: expect.stringMatching(/550/) }],
      ["Retrying Visitor", { status: "pending", attempts: 4, error: "451 4.3.0 Try again later" }],
      ["Sent Visitor", { status: "sent", attempts: 1, error: null }],
      ["Offline Visitor", null],
    ]);
    expect(runs.csv.stdout).toMatch(
      /,Refused Visitor,.*,failed,Can't send mail - all recipients were rejected: 550 5\.1\.1 mailbox unavailable,\r\n/,
    );
  });
});

describe("npm run enquiries and characters that hide or reorder text", () => {
  let testDb: TestDatabase;
  const runs = {} as Record<"table" | "json" | "csv", Run>;
  const disguised = "Invoice\u202Efdp.exe";

  beforeAll(async () => {
    testDb = sqliteTestDatabase();
    const database = testDb.open();
    await migrateToLatest(database);
    await storeEnquiry(
      database,
      {
        name: disguised,
        email: "eve@example.com",
        phone: "+1 307 555 0142",
        subject: "Sales",
        message: "Hello\u200B\u2066there\u2069",
      },
      { idempotency: null, captcha: "off", notification: null },
    );
    await database.close();
    const url = { DATABASE_URL: testDb.url };
    [runs.table, runs.json, runs.csv] = await Promise.all([
      runInProcess([], url),
      runInProcess(["--json"], url),
      runInProcess(["--csv"], url),
    ]);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const invisible = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;

  it("writes them out visibly in the table and the CSV", () => {
    expect(runs.table.stdout).toContain("Invoice<U+202E>fdp.exe");
    expect(runs.table.stdout).toContain("Hello<U+200B><U+2066>there<U+2069>");
    expect(runs.csv.stdout).toContain(",Invoice<U+202E>fdp.exe,");
    for (const out of [runs.table.stdout, runs.csv.stdout]) expect(out).not.toMatch(invisible);
  });

  it("escapes them in the JSON, which still reads back as what was stored", () => {
    expect(runs.json.stdout).toContain('"name": "Invoice\\u202efdp.exe"');
    expect(runs.json.stdout).not.toMatch(invisible);
    const [row] = JSON.parse(runs.json.stdout) as { name: string }[];
    expect(row!.name).toBe(disguised);
  });
});
