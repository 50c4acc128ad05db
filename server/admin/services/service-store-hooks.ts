import { sql, type Kysely } from "kysely";
import { serviceWords } from "../../../app/admin/services/services.ts";
import { serviceMenusSeed } from "../../../app/content/service-menus.ts";
import type { Database } from "../../db/schema.ts";
import { REDIRECTS_TAG } from "../../db/redirects.ts";
import { serviceSlugAliases } from "../../db/seed-services.ts";
import type { Change, StoreHooks } from "../collections/store-hooks.ts";
import {
  followSlugChange,
  redirectFromItemPath,
  redirectsFollowed,
} from "../redirects/redirect-queries.ts";

/** The service a slug of the specification's menu names, if it is one. */
const aliasIdOf = (slug: string) =>
  Object.hasOwn(serviceSlugAliases, slug) ? serviceSlugAliases[slug] : undefined;

/**
 * After a save, the service's addresses by slug: its new slug is a real
 * address now (no automatic redirect leaves from it); its old one, if the
 * service was shown, answers 301 to the new one (as a project's or post's
 * does), unless the specification's menu already names the service by it;
 * and the hand-made redirects that led to the old address lead to the new
 * one. Returns how many of those it changed.
 */
async function followServiceSlug(
  trx: Kysely<Database>,
  id: number,
  before: Change["before"],
  slug: string,
  siteOrigin: string,
): Promise<number> {
  await trx
    .deleteFrom("slug_redirects")
    .where("kind", "=", "service")
    .where("old_slug", "=", slug)
    .execute();
  if (!before || before.slug === slug) return 0;
  await trx
    .deleteFrom("slug_redirects")
    .where("kind", "=", "service")
    .where("old_slug", "=", before.slug!)
    .execute();
  if (before.visible === "shown" && aliasIdOf(before.slug!) !== id) {
    await trx
      .insertInto("slug_redirects")
      .values({
        kind: "service",
        old_slug: before.slug!,
        item_id: id,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return followSlugChange(trx, "service", { from: before.slug!, to: slug }, siteOrigin);
}

/**
 * What a service's save does beyond its declaration (app/admin/services/):
 * a slug no other service has, nor the specification's menu gives another
 * service, nor a hand-made redirect leaves from; the menus following a
 * renamed service; ids given in turn (the specification's services keep
 * ids 1–10, their addresses /service/{id}); and the addresses that move
 * with its slug.
 */
export function serviceStoreHooks(options: { siteUrl: string }): StoreHooks {
  const siteOrigin = new URL(options.siteUrl).origin;
  return {
    async check(trx, { id, values }) {
      const slug = String(values.fields.slug);
      const same = await trx
        .selectFrom("services")
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirst();
      const aliasOf = aliasIdOf(slug);
      if ((same && same.id !== id) || (aliasOf !== undefined && aliasOf !== id)) {
        return { slug: serviceWords.slugTaken };
      }
      if (same?.id === id) return null;
      // Redirects answer before pages render: a redirect from the address would hide the service.
      const redirect = await redirectFromItemPath(trx, "service", slug);
      return redirect ? { slug: serviceWords.slugRedirected(redirect.from, redirect.to) } : null;
    },

    /**
     * A service renamed while its menu title is still the one the site came
     * with: the menus and the footer follow the new title (an empty 'Menu
     * title' is the title). The seeded menu names were the designers' words
     * for the old title, not the agency's choice; a menu title the agency
     * wrote stays as written.
     */
    adjust({ id, values, before }) {
      const seeded = id === null ? undefined : serviceMenusSeed[id]?.title;
      const { title, menuTitle } = values.fields;
      const renamed = before !== null && title !== before.title;
      if (!renamed || !seeded || menuTitle !== seeded || before.menuTitle !== seeded) return values;
      return { ...values, fields: { ...values.fields, menuTitle: "" } };
    },

    async newId(trx, dialect) {
      if (dialect === "postgres") {
        // Two new services at once must not take the same next id.
        await sql`select pg_advisory_xact_lock(hashtext('genesis-services-save'))`.execute(trx);
      }
      const { max } = await trx
        .selectFrom("services")
        .select((eb) => eb.fn.max("id").as("max"))
        .executeTakeFirstOrThrow();
      return Number(max ?? 0) + 1;
    },

    async after(trx, { id, before, values }) {
      const slug = String(values.fields.slug);
      const repointed = await followServiceSlug(trx, id, before, slug, siteOrigin);
      return {
        detail: [
          before && before.slug !== slug ? `slug ${before.slug} → ${slug}` : null,
          repointed > 0 ? redirectsFollowed(repointed) : null,
        ],
        tags: repointed > 0 ? [REDIRECTS_TAG] : [],
      };
    },
  };
}
