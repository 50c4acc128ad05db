import type { Kysely } from "kysely";

/**
 * The seeded posts and projects get their own dates. The seed once stamped
 * every row with the moment the database was created: each project's
 * publication and each post's last change said "the server's first start" in
 * structured data and the sitemap. Only rows never touched since are changed,
 * recognised as the seed left them (a post: last change equal to its creation
 * and published before it; a project: the three times equal, its slug one of
 * the seed's); anything the agency saved keeps its times. Portable text
 * timestamps (decision 003).
 */
const PROJECT_DATES: Record<string, string> = {
  "northwind-analytics": "2024-11-18T09:00:00.000Z",
  "medora-health": "2024-08-05T09:00:00.000Z",
  "tideline-commerce": "2023-10-09T09:00:00.000Z",
  "lumen-learning": "2023-06-12T09:00:00.000Z",
  "fieldstone-logistics": "2022-11-21T09:00:00.000Z",
  "aurora-finance": "2024-03-04T09:00:00.000Z",
  "pulse-fitness": "2025-02-10T09:00:00.000Z",
  "harbor-and-co": "2023-03-20T09:00:00.000Z",
  "sprout-mvp": "2025-05-19T09:00:00.000Z",
};

interface Tables {
  blog_posts: { created_at: string; updated_at: string; published_at: string | null };
  portfolio_items: {
    slug: string | null;
    created_at: string;
    updated_at: string;
    published_at: string | null;
  };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db
    .updateTable("blog_posts")
    .set((eb) => ({ updated_at: eb.ref("published_at").$castTo<string>() }))
    .whereRef("updated_at", "=", "created_at")
    .where("published_at", "is not", null)
    .whereRef("published_at", "<", "created_at")
    .execute();
  for (const [slug, date] of Object.entries(PROJECT_DATES)) {
    await db
      .updateTable("portfolio_items")
      .set({ published_at: date, updated_at: date })
      .where("slug", "=", slug)
      .whereRef("updated_at", "=", "created_at")
      .whereRef("published_at", "=", "created_at")
      .execute();
  }
}

/** The seed's own dates are as true as any: nothing to undo. */
export async function down(): Promise<void> {}
