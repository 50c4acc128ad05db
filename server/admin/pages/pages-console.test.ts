import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { siteContentSeed } from "../../content/site-content-seed.ts";
import { seedSiteDocuments } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
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
  const area = (me: ConsoleUser = owner) =>
    pagesConsole(
      database,
      {
        require: async (role) => {
          roles.push(role);
          return me;
        },
      },
      { seeds: seed },
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
        translations: [],
      },
      {
        title: "Privacy Policy",
        editPath: "/admin/pages/privacy",
        publicPath: "/privacy",
        updatedOn: "2026-11-01",
        translations: [],
      },
      {
        title: "Home page",
        editPath: "/admin/pages/copy/home",
        publicPath: "/",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Home page two",
        editPath: "/admin/pages/copy/home-two",
        publicPath: "/home-two",
        updatedOn: null,
        translations: [],
      },
      {
        title: "About page",
        editPath: "/admin/pages/copy/about",
        publicPath: "/about",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Services page",
        editPath: "/admin/pages/copy/services",
        publicPath: "/services",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Service pages",
        editPath: "/admin/pages/copy/service",
        publicPath: "/service/1",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Projects page",
        editPath: "/admin/pages/copy/projects",
        publicPath: "/projects",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Blog page",
        editPath: "/admin/pages/copy/blog",
        publicPath: "/blog",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Contact page",
        editPath: "/admin/pages/copy/contact",
        publicPath: "/contact",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Page not found (404)",
        editPath: "/admin/pages/copy/not-found",
        publicPath: "/page-not-found",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Footer",
        editPath: "/admin/pages/copy/footer",
        publicPath: "/",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Interface words",
        editPath: "/admin/pages/copy/interface",
        publicPath: "/contact",
        updatedOn: null,
        translations: [],
      },
      {
        title: "Newsletter pages and e-mail",
        editPath: "/admin/pages/copy/newsletter",
        publicPath: "/newsletter/confirm",
        updatedOn: null,
        translations: [],
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
      "/admin/pages/copy/service",
      "/admin/pages/copy/projects",
      "/admin/pages/copy/blog",
      "/admin/pages/copy/contact",
      "/admin/pages/copy/not-found",
      "/admin/pages/copy/footer",
      "/admin/pages/copy/interface",
      "/admin/pages/copy/newsletter",
    ]);
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
      const list = await pagesConsole(database, { require: me }, { seeds: seed }).list();
      expect(list.map((entry) => entry.updatedOn)).toEqual(list.map(() => null));
      expect(list).toHaveLength(12);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
