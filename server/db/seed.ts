import { sql } from "kysely";
import { partners } from "../../app/admin/people/partners.ts";
import { team } from "../../app/admin/people/team.ts";
import { testimonials } from "../../app/admin/people/testimonials.ts";
import { plans } from "../../app/admin/pricing/plans.ts";
import { seedItems } from "../admin/collections/collection-store.ts";
import type { DatabaseHandle } from "./connection.ts";
import { portfolioSeed } from "./seed-data.ts";
import { peopleSeed } from "./seed-people.ts";
import { pricingSeed } from "./seed-pricing.ts";
import { postSeed } from "./seed-posts.ts";

/**
 * Seeds today's content: the portfolio (projects) and the blog posts, each
 * into an empty table only, so a restart (or a second instance starting at
 * the same moment) never duplicates it. Returns the number of projects
 * inserted.
 */
export async function seedPortfolio(database: DatabaseHandle): Promise<number> {
  const projects = await seedProjects(database);
  await seedPosts(database);
  return projects;
}

async function seedProjects(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      // Serialise concurrent seeders across processes for this transaction.
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-portfolio'))`.execute(trx);
    }
    const { count } = await trx
      .selectFrom("portfolio_items")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return 0;
    const now = new Date().toISOString();
    await trx
      .insertInto("portfolio_items")
      .values(
        portfolioSeed.map((item, index) => ({
          featured: 0,
          ...item,
          sort_order: (index + 1) * 10,
          published: 1,
          created_at: now,
          // Not edited since it went on the site: its last change is its publication.
          updated_at: item.published_at ?? now,
        })),
      )
      .execute();
    return portfolioSeed.length;
  });
}

/** Today's posts into an empty blog_posts table. */
export async function seedPosts(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-posts'))`.execute(trx);
    }
    const { count } = await trx
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return 0;
    const now = new Date().toISOString();
    await trx
      .insertInto("blog_posts")
      .values(
        postSeed.map((post) => ({
          ...post,
          created_at: now,
          // Not edited since it was published: its last change is its publication.
          updated_at: post.published_at ?? now,
        })),
      )
      .execute();
    return postSeed.length;
  });
}

/**
 * Today's testimonials, team members and partner logos (migration 009), each
 * into its table while it is empty, in today's order (positions 10, 20…),
 * stored as a save in the console stores them. Called at start-up beside the
 * documents (server/start.ts); a table the agency has rows in, hidden ones
 * included, is never touched. Returns the number of rows written.
 */
export async function seedPeople(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-people'))`.execute(trx);
    }
    const { testimonials: said, team: members, partners: logos } = peopleSeed;
    return (
      (await seedItems(
        trx,
        testimonials,
        said.map(({ name, role, photo, text, rating }) => ({ name, role, photo, text, rating })),
      )) +
      (await seedItems(
        trx,
        team,
        members.map(({ name, role, photo, links }) => ({
          name,
          role,
          photo,
          ...Object.fromEntries(links.map((link) => [link.network, link.url])),
        })),
      )) +
      (await seedItems(
        trx,
        partners,
        logos.map(({ name, logo, link, description }) => ({
          name,
          photo: logo,
          link,
          description,
        })),
      ))
    );
  });
}

/**
 * Today's pricing plans (migration 011) into an empty pricing_plans table, in
 * today's order (positions 10, 20…). Called at start-up beside the people
 * (server/start.ts); a table the agency has rows in, hidden ones included, is
 * never touched. Returns the number of rows written.
 */
export async function seedPricing(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-pricing'))`.execute(trx);
    }
    return seedItems(
      trx,
      plans,
      pricingSeed.map(({ id: _id, key: _key, ...plan }) => plan),
    );
  });
}
