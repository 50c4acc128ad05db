import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { siteContentSeed } from "../../content/site-content-seed.ts";
import { readDocument, seedSiteDocuments } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listAudit } from "../audit/audit-log.ts";
import { pagesConsole } from "./pages-console.ts";

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
      { seeds: seed, onChange: (tags) => changed.push(tags) },
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
