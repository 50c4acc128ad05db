import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_SINGLES, savedOn } from "../../../app/admin/legal/legal-pages.ts";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { siteContentSeed } from "../../content/site-content-seed.ts";
import { readDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listAudit } from "../audit/audit-log.ts";
import { singlesConsole } from "./single-console.ts";

const owner: ConsoleUser = { id: "u1", email: "owner@example.com", role: "owner" };
const seed = siteContentSeed({
  contactEmail: "hello@example.com",
  contactPhone: "+1 307 555 0142",
  contactAddress: "1 Main St, Cheyenne, WY 82001, USA",
});
const terms = LEGAL_SINGLES.find((single) => single.document === "legal:terms")!;

describe("a single document's save (the terms page)", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const roles: (ConsoleRole | undefined)[] = [];
  const changed: string[][] = [];
  // Half past eleven at night in New York is the next day in UTC.
  const clock = new Date("2026-12-31T23:30:00-05:00");
  const singles = () =>
    singlesConsole(
      database,
      {
        ip: "10.0.0.9",
        require: async (role) => {
          roles.push(role);
          return owner;
        },
      },
      {
        seeds: seed,
        mediaDir: "/nowhere",
        onChange: (tags) => changed.push(tags),
        now: () => clock,
      },
    );
  const stored = () => readDocument(database.db, "legal:terms", seed["legal:terms"]);

  beforeAll(async () => {
    testDb = sqliteTestDatabase();
    database = testDb.open();
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it("dates a save by its day in UTC", () => {
    expect(savedOn(clock)).toBe("2027-01-01");
  });

  it("opens from the seed at version 0, for owners alone", async () => {
    roles.length = 0;
    const opened = await singles().get(terms);
    expect(opened).toEqual({
      fields: {
        title: seed["legal:terms"].title,
        description: seed["legal:terms"].description,
        body: seed["legal:terms"].body,
      },
      version: 0,
      updated: seed["legal:terms"].updatedOn,
    });
    expect(roles).toEqual(["owner"]);
  });

  it("saves at the version opened, dated today, audited with what changed, and drops its pages", async () => {
    const fields = { title: "Terms", description: "", body: "## Use\r\n\r\nKindly." };
    expect(await singles().save(terms, 0, fields)).toEqual({ ok: true, version: 1 });
    expect(changed).toEqual([["legal:terms"]]);
    expect((await stored()).value).toEqual({
      title: "Terms",
      description: "",
      body: "## Use\n\nKindly.",
      updatedOn: "2027-01-01",
    });
    const { entries } = await listAudit(database, { page: 1, pageSize: 1 });
    expect(entries[0]).toMatchObject({
      action: "legal-page-saved",
      actor: owner.email,
      target: "legal:terms",
      ip: "10.0.0.9",
      detail: "Terms (/terms): title, description, body",
    });
  });

  it("writes, logs and drops nothing when the text is as stored: the date stays", async () => {
    const logged = (await listAudit(database, { page: 1, pageSize: 1 })).total;
    const same = { title: "Terms", description: "", body: "## Use\n\nKindly." };
    expect(await singles().save(terms, 1, same)).toEqual({ ok: true, version: 1 });
    expect((await stored()).version).toBe(1);
    expect((await listAudit(database, { page: 1, pageSize: 1 })).total).toBe(logged);
    expect(changed).toHaveLength(1);
  });

  it("refuses a stale version and what its rules refuse: nothing written, logged or dropped", async () => {
    const before = await stored();
    const logged = (await listAudit(database, { page: 1, pageSize: 1 })).total;
    expect(
      await singles().save(terms, 0, { title: "Late", description: "", body: "Late" }),
    ).toEqual({ ok: false, kind: "conflict" });
    expect(await singles().save(terms, 1, { title: " ", description: "", body: "" })).toEqual({
      ok: false,
      kind: "invalid",
      errors: { title: "Enter a title.", body: "Write the page's text." },
    });
    expect(await stored()).toEqual(before);
    expect((await listAudit(database, { page: 1, pageSize: 1 })).total).toBe(logged);
    expect(changed).toHaveLength(1);
  });
});
