import { afterEach, expect, it } from "vitest";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import type { DatabaseHandle } from "./connection.ts";
import { migrateToLatest, migrations } from "./migrate.ts";
import { listPublishedPortfolio } from "../publishing/published-portfolio.ts";
import { visiblePartners, visibleTeam, visibleTestimonials } from "./people.ts";
import { visiblePlans } from "./pricing.ts";
import { seedPeople, seedPortfolio, seedPricing } from "./seed.ts";
import { peopleSeed } from "./seed-people.ts";
import { pricingSeed } from "./seed-pricing.ts";
import { portfolioSeed } from "./seed-data.ts";

describeEachDialect("database", (create, dialect) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.close();
    await testDb?.drop();
  });

  async function fresh() {
    testDb = await create();
    database = testDb.open();
    return database;
  }

  it("migrates a fresh database and seeds at least eight portfolio items", async () => {
    await fresh();
    expect(await migrateToLatest(database)).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations).slice(0, 2)).toEqual(["001-initial", "002-enquiries"]);
    expect(await seedPortfolio(database)).toBe(portfolioSeed.length);
    expect(portfolioSeed.length).toBeGreaterThanOrEqual(8);
    const items = await listPublishedPortfolio(database);
    expect(items.map((i) => i.name)).toEqual(portfolioSeed.map((i) => i.name));
    expect(items[0]).toEqual({
      id: expect.any(Number),
      slug: "northwind-analytics",
      name: "Northwind Analytics",
      title: expect.any(String),
      image: "/images/projects/northwind-analytics.svg",
    });
  });

  it("never migrates or seeds twice, across restarts", async () => {
    await fresh();
    await migrateToLatest(database);
    await seedPortfolio(database);
    await database.close();

    database = testDb.open();
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await seedPortfolio(database)).toBe(0);
    expect(await listPublishedPortfolio(database)).toHaveLength(portfolioSeed.length);
  });

  it("seeds only an empty table: items added by hand are left alone", async () => {
    await fresh();
    await migrateToLatest(database);
    const now = new Date().toISOString();
    await database.db
      .insertInto("portfolio_items")
      .values({
        name: "Own",
        title: "Added by hand",
        image: "/x.svg",
        sort_order: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await seedPortfolio(database)).toBe(0);
    expect((await listPublishedPortfolio(database)).map((i) => i.name)).toEqual(["Own"]);
  });

  it("seeds today's people once, into empty tables only (on PostgreSQL even when two starts race)", async () => {
    await fresh();
    await migrateToLatest(database);
    const total =
      peopleSeed.testimonials.length + peopleSeed.team.length + peopleSeed.partners.length;
    // SQLite's driver is synchronous: two connections of one process cannot wait for each other.
    const other = dialect === "postgres" ? testDb.open() : database;
    try {
      const counts = await Promise.all([seedPeople(database), seedPeople(other)]);
      expect(counts.sort((a, b) => a - b)).toEqual([0, total]);
    } finally {
      if (other !== database) await other.close();
    }
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);
    expect(names(await visibleTestimonials(database.db))).toEqual(names(peopleSeed.testimonials));
    expect(names(await visibleTeam(database.db))).toEqual(names(peopleSeed.team));
    expect(names(await visiblePartners(database.db))).toEqual(names(peopleSeed.partners));
    // A table the agency emptied of visible rows is not seeded again: hidden rows stay rows.
    await database.db.updateTable("testimonials").set({ visible: 0 }).execute();
    expect(await seedPeople(database)).toBe(0);
    expect(await visibleTestimonials(database.db)).toEqual([]);
  });

  it("seeds today's pricing plans once, into an empty table only (on PostgreSQL even when two starts race)", async () => {
    await fresh();
    await migrateToLatest(database);
    const other = dialect === "postgres" ? testDb.open() : database;
    try {
      const counts = await Promise.all([seedPricing(database), seedPricing(other)]);
      expect(counts.sort((a, b) => a - b)).toEqual([0, pricingSeed.length]);
    } finally {
      if (other !== database) await other.close();
    }
    expect(await visiblePlans(database.db)).toEqual(
      pricingSeed.map((plan) => ({ ...plan, id: expect.any(Number) })),
    );
    await database.db.updateTable("pricing_plans").set({ visible: 0 }).execute();
    expect(await seedPricing(database)).toBe(0);
    expect(await visiblePlans(database.db)).toEqual([]);
  });

  it("lists only published items, in sort order", async () => {
    await fresh();
    await migrateToLatest(database);
    const now = new Date().toISOString();
    const row = (name: string, sort_order: number, published: number) => ({
      name,
      title: `${name} title`,
      image: `/images/${name}.svg`,
      sort_order,
      published,
      created_at: now,
      updated_at: now,
    });
    await database.db
      .insertInto("portfolio_items")
      .values([row("C", 30, 1), row("Hidden", 5, 0), row("A", 10, 1), row("B", 20, 1)])
      .execute();
    expect((await listPublishedPortfolio(database)).map((i) => i.name)).toEqual(["A", "B", "C"]);
  });

  it("answers a ping, and refuses to once closed", async () => {
    await fresh();
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});
