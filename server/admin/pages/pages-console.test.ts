import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { siteContentSeed } from "../../content/site-content-seed.ts";
import { readDocument, seedSiteDocuments } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listAudit } from "../audit/audit-log.ts";
import { pagesConsole, savedOn } from "./pages-console.ts";

const owner: ConsoleUser = { id: "u1", email: "owner@example.com", role: "owner" };
const editor: ConsoleUser = { id: "u2", email: "editor@example.com", role: "editor" };
const seed = siteContentSeed({
  contactEmail: "hello@example.com",
  contactPhone: "+1 307 555 0142",
  contactAddress: "1 Main St, Cheyenne, WY 82001, USA",
});

describe("the pages' console area", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const roles: (ConsoleRole | undefined)[] = [];
  const changed: string[][] = [];
  // Half past eleven at night in New York is the next day in UTC.
  const clock = new Date("2026-12-31T23:30:00-05:00");
  const area = (me: ConsoleUser = owner) =>
    pagesConsole(
      database,
      {
        ip: "10.0.0.9",
        require: async (role) => {
          roles.push(role);
          return me;
        },
      },
      { seeds: seed, onChange: (tags) => changed.push(tags), now: () => clock },
    );

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

  it("lists the legal pages from their seed, then the pages' copy, for owners", async () => {
    expect(await area().list()).toEqual([
      {
        title: "Terms of Use",
        editPath: "/admin/pages/terms",
        publicPath: "/terms",
        updatedOn: "2026-11-01",
      },
      {
        title: "Privacy Policy",
        editPath: "/admin/pages/privacy",
        publicPath: "/privacy",
        updatedOn: "2026-11-01",
      },
      {
        title: "Home page",
        editPath: "/admin/pages/copy/home",
        publicPath: "/",
        updatedOn: null,
      },
      {
        title: "Home page two",
        editPath: "/admin/pages/copy/home-two",
        publicPath: "/home-two",
        updatedOn: null,
      },
      {
        title: "About page",
        editPath: "/admin/pages/copy/about",
        publicPath: "/about",
        updatedOn: null,
      },
      {
        title: "Services page",
        editPath: "/admin/pages/copy/services",
        publicPath: "/services",
        updatedOn: null,
      },
      {
        title: "Contact page",
        editPath: "/admin/pages/copy/contact",
        publicPath: "/contact",
        updatedOn: null,
      },
      {
        title: "Page not found (404)",
        editPath: "/admin/pages/copy/not-found",
        publicPath: "/page-not-found",
        updatedOn: null,
      },
      {
        title: "Footer",
        editPath: "/admin/pages/copy/footer",
        publicPath: "/",
        updatedOn: null,
      },
    ]);
    expect(roles).toEqual(["editor"]);
  });

  it("saves at the version opened, dated today, audited, and names the page that changed", async () => {
    const pages = area();
    const opened = await pages.legalPage("terms");
    expect(opened).toMatchObject({ key: "terms", version: 0, page: seed["legal:terms"] });
    const fields = { title: "Terms", description: "", body: "## Use\n\nKindly." };
    expect(await pages.saveLegalPage("terms", 0, fields)).toEqual({ ok: true, version: 1 });
    expect(changed).toEqual([["legal:terms"]]);
    expect((await readDocument(database.db, "legal:terms", seed["legal:terms"])).value).toEqual({
      ...fields,
      updatedOn: "2027-01-01",
    });
    // The same text again: only the date moves, and the log says so.
    expect(await pages.saveLegalPage("terms", 1, fields)).toEqual({ ok: true, version: 2 });
    // Both saves in the same millisecond are in no particular order: sorted by their words.
    const { entries } = await listAudit(database, { page: 1, pageSize: 2 });
    const rows = entries
      .map(({ action, actor, target, detail, ip }) => ({ action, actor, target, detail, ip }))
      .sort((a, b) => a.detail!.localeCompare(b.detail!));
    const entry = {
      action: "legal-page-saved",
      actor: owner.email,
      target: "legal:terms",
      ip: "10.0.0.9",
    };
    expect(rows).toEqual([
      { ...entry, detail: "Terms (/terms): no change but the date" },
      { ...entry, detail: "Terms (/terms): title, description, body" },
    ]);
  });

  it("refuses a stale version: nothing written, nothing logged, no page dropped", async () => {
    const before = await readDocument(database.db, "legal:terms", seed["legal:terms"]);
    const logged = (await listAudit(database, { page: 1, pageSize: 1 })).total;
    const result = await area().saveLegalPage("terms", 1, {
      title: "Late",
      description: "",
      body: "Late",
    });
    expect(result).toEqual({ ok: false, kind: "conflict" });
    expect(await readDocument(database.db, "legal:terms", seed["legal:terms"])).toEqual(before);
    expect((await listAudit(database, { page: 1, pageSize: 1 })).total).toBe(logged);
    expect(changed).toHaveLength(2);
  });

  it("lists the pages' copy alone to an editor", async () => {
    const list = await area(editor).list();
    expect(list.map((entry) => entry.editPath)).toEqual([
      "/admin/pages/copy/home",
      "/admin/pages/copy/home-two",
      "/admin/pages/copy/about",
      "/admin/pages/copy/services",
      "/admin/pages/copy/contact",
      "/admin/pages/copy/not-found",
      "/admin/pages/copy/footer",
    ]);
  });

  it("saves a page's copy at the version opened, audited, and drops its pages; a stale version is refused", async () => {
    const pages = area(editor);
    const opened = await pages.pageCopy("not-found");
    expect(opened).toEqual({ name: "not-found", version: 0, copy: seed["page:not-found"] });
    const copy = { ...opened.copy, heading: "Lost?", message: "Nothing here." };
    expect(await pages.savePageCopy("not-found", 0, copy)).toEqual({ ok: true, version: 1 });
    expect(changed.at(-1)).toEqual(["page:not-found"]);
    expect(
      (await readDocument(database.db, "page:not-found", seed["page:not-found"])).value,
    ).toEqual(copy);
    const { entries } = await listAudit(database, { page: 1, pageSize: 1 });
    expect(entries[0]).toMatchObject({
      action: "page-copy-saved",
      actor: editor.email,
      target: "page:not-found",
      detail: "Page not found (404): heading, message",
    });
    const dropped = changed.length;
    expect(await pages.savePageCopy("not-found", 0, { ...copy, heading: "Late" })).toEqual({
      ok: false,
      kind: "conflict",
    });
    expect(changed).toHaveLength(dropped);
    expect(
      (await readDocument(database.db, "page:not-found", seed["page:not-found"])).value.heading,
    ).toBe("Lost?");
  });

  it("keeps the legal pages an owner's: an editor's call is refused by the role guard", async () => {
    roles.length = 0;
    await area(editor).legalPage("terms");
    expect(roles).toEqual(["owner"]);
  });
});

describe("the pages' list after a start", () => {
  it("dates no page's copy that nobody has saved, though a start wrote its seed", async () => {
    const testDb = sqliteTestDatabase();
    const database = testDb.open();
    try {
      await migrateToLatest(database);
      await seedSiteDocuments(database, seed);
      const me = async () => editor;
      const list = await pagesConsole(
        database,
        { ip: "10.0.0.9", require: me },
        { seeds: seed, onChange: () => {} },
      ).list();
      expect(list.map((entry) => entry.updatedOn)).toEqual(list.map(() => null));
      expect(list).toHaveLength(7);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
