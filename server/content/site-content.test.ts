import pino from "pino";
import { afterEach, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedPeople, seedPricing } from "../db/seed.ts";
import { serviceRecordsSeed } from "../db/seed-services.ts";
import { peopleSeed } from "../db/seed-people.ts";
import { pricingSeed } from "../db/seed-pricing.ts";
import { siteContentSeed } from "./site-content-seed.ts";
import { createSiteContent } from "./site-content.ts";
import { siteMenusOf } from "./site-menus.ts";

// The collections of the public pages (migrations 009–012) read like the
// documents: visible ones in order, tagged, and while the database is away as
// this process last read them, or as today's seed.

let testDb: TestDatabase;
let database: DatabaseHandle;
afterEach(async () => {
  await database?.close().catch(() => {});
  await testDb?.drop();
});

const log = pino({ level: "silent" });
const seed = siteContentSeed({ contactEmail: "", contactPhone: "", contactAddress: "" });

it("reads the visible people in order, tags the render, and falls back to the last read, then the seed", async () => {
  testDb = sqliteTestDatabase();
  database = testDb.open();
  await migrateToLatest(database);
  await seedPeople(database);
  const content = createSiteContent({
    database,
    seed,
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  });
  const fresh = createSiteContent({
    database,
    seed,
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  });
  const tags = new Set<string>();
  const reader = content.forRequest({ log, onRead: (tag) => tags.add(tag) });

  const [first, second] = peopleSeed.testimonials;
  await database.db
    .updateTable("testimonials")
    .set({ position: 1 })
    .where("name", "=", second!.name)
    .execute();
  await database.db
    .updateTable("testimonials")
    .set({ visible: 0 })
    .where("name", "=", first!.name)
    .execute();
  const read = await reader.testimonials();
  expect(read.map((t) => t.name)).toEqual([
    second!.name,
    ...peopleSeed.testimonials.slice(2).map((t) => t.name),
  ]);
  expect((await reader.team()).map((m) => m.name)).toEqual(peopleSeed.team.map((m) => m.name));
  expect(await reader.partners()).toHaveLength(peopleSeed.partners.length);
  expect([...tags]).toEqual(["testimonials", "team", "partners"]);

  await database.close();
  expect(await content.forRequest({ log }).testimonials()).toEqual(read);
  expect(await fresh.forRequest({ log }).testimonials()).toEqual(peopleSeed.testimonials);
});

it("reads the visible pricing plans in order with their page keys, tagged, and falls back likewise", async () => {
  testDb = sqliteTestDatabase();
  database = testDb.open();
  await migrateToLatest(database);
  await seedPricing(database);
  expect(await seedPricing(database)).toBe(0);
  const content = createSiteContent({
    database,
    seed,
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  });
  const fresh = createSiteContent({
    database,
    seed,
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  });
  const tags = new Set<string>();
  const reader = content.forRequest({ log, onRead: (tag) => tags.add(tag) });

  // A fresh database shows today's plans, as the seed has them.
  expect(await reader.pricing()).toEqual(pricingSeed);
  await database.db
    .updateTable("pricing_plans")
    .set({ visible: 0 })
    .where("title", "=", "Web Support")
    .execute();
  // Two plans of one name keep distinct ids on the page.
  await database.db
    .updateTable("pricing_plans")
    .set({ title: "Site Assist", position: 1 })
    .where("title", "=", "Tech Support")
    .execute();
  const read = await reader.pricing();
  expect(read.map((p) => [p.title, p.key])).toEqual([
    ["Site Assist", "site-assist"],
    ["Site Assist", "site-assist-2"],
  ]);
  expect([...tags]).toEqual(["pricing"]);

  await database.close();
  expect(await content.forRequest({ log }).pricing()).toEqual(read);
  expect(await fresh.forRequest({ log }).pricing()).toEqual(pricingSeed);
});

it("reads the menus from the visible services, tagged, the same as the seed on a fresh database, and falls back likewise", async () => {
  testDb = sqliteTestDatabase();
  database = testDb.open();
  await migrateToLatest(database);
  const options = {
    database,
    seed,
    people: peopleSeed,
    pricing: pricingSeed,
    services: serviceRecordsSeed,
  };
  const content = createSiteContent(options);
  const fresh = createSiteContent(options);
  const tags = new Set<string>();
  const reader = content.forRequest({ log, onRead: (tag) => tags.add(tag) });

  // Migration 012 wrote today's menus into the table.
  const today = siteMenusOf(serviceRecordsSeed);
  expect(await reader.menus()).toEqual(today);
  expect([...tags]).toEqual(["services"]);
  // A service's page carries its page, not where the menus list it.
  expect(Object.keys((await reader.service({ id: 1 }))!)).not.toContain("menu");

  await database.db.updateTable("services").set({ visible: 0 }).where("id", "=", 10).execute();
  const read = await reader.menus();
  expect(read.footer.map((link) => link.link)).not.toContain("/service/10");

  await database.close();
  expect(await content.forRequest({ log }).menus()).toEqual(read);
  expect(await fresh.forRequest({ log }).menus()).toEqual(today);
});
