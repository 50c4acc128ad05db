import { sql } from "kysely";
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
 * into its table while it is empty, in today's order (positions 10, 20…).
 * Called at start-up beside the documents (server/start.ts); a table the
 * agency has rows in, hidden ones included, is never touched. Returns the
 * number of rows written.
 */
export async function seedPeople(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-people'))`.execute(trx);
    }
    const now = new Date().toISOString();
    const stamps = (index: number) => ({
      position: (index + 1) * 10,
      visible: 1,
      created_at: now,
      updated_at: now,
    });
    const isEmpty = async (table: "testimonials" | "team_members" | "partners") => {
      const { count } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count) === 0;
    };
    let written = 0;
    if (await isEmpty("testimonials")) {
      await trx
        .insertInto("testimonials")
        .values(
          peopleSeed.testimonials.map(({ id: _id, ...t }, index) => ({ ...t, ...stamps(index) })),
        )
        .execute();
      written += peopleSeed.testimonials.length;
    }
    if (await isEmpty("team_members")) {
      await trx
        .insertInto("team_members")
        .values(
          peopleSeed.team.map(({ id: _id, links, ...m }, index) => ({
            ...m,
            links: JSON.stringify(links),
            ...stamps(index),
          })),
        )
        .execute();
      written += peopleSeed.team.length;
    }
    if (await isEmpty("partners")) {
      await trx
        .insertInto("partners")
        .values(peopleSeed.partners.map(({ id: _id, ...p }, index) => ({ ...p, ...stamps(index) })))
        .execute();
      written += peopleSeed.partners.length;
    }
    return written;
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
    const { count } = await trx
      .selectFrom("pricing_plans")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return 0;
    const now = new Date().toISOString();
    await trx
      .insertInto("pricing_plans")
      .values(
        pricingSeed.map((plan, index) => ({
          title: plan.title,
          price: plan.price,
          period: plan.period,
          icon: plan.icon,
          features: JSON.stringify(plan.features),
          button_label: plan.buttonLabel,
          button_link: plan.buttonLink,
          popular: plan.popular ? 1 : 0,
          position: (index + 1) * 10,
          visible: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return pricingSeed.length;
  });
}
