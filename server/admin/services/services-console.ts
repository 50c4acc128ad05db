import { sql, type Kysely } from "kysely";
import { servicesCopy } from "../../../app/content/admin/services.ts";
import {
  menuEntriesText,
  pointsText,
  serviceRules,
  type ServiceValues,
} from "../../../app/forms/admin/services-forms.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import {
  emptyServiceFields,
  type ServiceErrors,
  type ServiceFields,
  type ServiceItem,
  type ServiceRowView,
  type ServiceSaveResult,
  type ServicesConsole,
} from "../../../app/lib/admin/services.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database, ServiceRow } from "../../db/schema.ts";
import { serviceSlugAliases } from "../../db/seed-services.ts";
import { serviceMenusSeed } from "../../../app/content/service-menus.ts";
import {
  serviceColumnsOf,
  serviceMenuColumnsOf,
  serviceMenuOf,
  servicePageOf,
} from "../../db/services.ts";
import { audited } from "../audited.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";
import { REDIRECTS_TAG } from "../../db/redirects.ts";
import {
  followSlugChange,
  redirectFromItemPath,
  redirectsFollowed,
} from "../redirects/redirect-queries.ts";
import { requireRole } from "../require-role.ts";
import { keepRevision, restoredDetail, type Restoring } from "../revisions/revision-store.ts";

/** The public pages' tag of the services (server/content/site-content.ts). */
export const SERVICES_TAG = "services";

function fieldsOf(row: ServiceRow): ServiceFields {
  const page = servicePageOf(row);
  const menu = serviceMenuOf(row);
  return {
    title: page.title,
    slug: page.slug,
    summary: page.description,
    icon: page.icon,
    bannerImage: page.bannerImage,
    description: page.overview,
    why: page.why,
    benefits: pointsText(page.benefits),
    featuresIntro: page.keyFeatures.intro,
    features: page.keyFeatures.items.join("\n"),
    approachIntro: page.approach.intro,
    approachSteps: pointsText(page.approach.steps),
    actionLink: page.actionLink,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    menuTitle: menu.title,
    menuGroup: menu.group ?? "none",
    menuDescription: menu.description,
    menuOrder: menu.order === null ? "" : String(menu.order),
    menuMore: menuEntriesText(menu.more),
    inFooter: menu.inFooter ? "listed" : "not-listed",
    position: String(row.position),
    visible: row.visible ? "shown" : "hidden",
  };
}

const columnsOf = (values: ServiceValues) => ({
  ...serviceColumnsOf({
    slug: values.slug,
    title: values.title,
    description: values.summary,
    icon: values.icon,
    bannerImage: values.bannerImage,
    overview: values.overview,
    why: values.why,
    benefits: values.benefits,
    keyFeatures: { intro: values.featuresIntro, items: values.features },
    approach: { intro: values.approachIntro, steps: values.approachSteps },
    actionLink: values.actionLink,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  }),
  ...serviceMenuColumnsOf(values.menu),
});

async function listServices(db: Kysely<Database>): Promise<ServiceRowView[]> {
  const rows = await db
    .selectFrom("services")
    .select(["id", "title", "slug", "position", "visible", "updated_at"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    position: row.position,
    visible: row.visible === 1,
    updatedAt: row.updated_at,
  }));
}

export async function loadService(db: Kysely<Database>, id: number): Promise<ServiceItem | null> {
  const row = await db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, fields: fieldsOf(row), version: row.version } : null;
}

async function nextPosition(db: Kysely<Database>): Promise<number> {
  const { max } = await db
    .selectFrom("services")
    .select((eb) => eb.fn.max("position").as("max"))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 10;
}

/** The service a slug of the specification's menu names, if it is one. */
const aliasIdOf = (slug: string) =>
  Object.hasOwn(serviceSlugAliases, slug) ? serviceSlugAliases[slug] : undefined;

/**
 * A service renamed while its menu title is still the one the site came with:
 * the menus and the footer follow the new title (an empty 'Menu title' is the
 * title). The seeded menu names were the designers' words for the old title,
 * not the agency's choice; a menu title the agency wrote stays as written.
 */
function menuFollowingTitle(
  id: number | null,
  values: ServiceValues,
  before: ServiceFields | null,
): ServiceValues {
  const seeded = id === null ? undefined : serviceMenusSeed[id]?.title;
  const renamed = before !== null && values.title !== before.title;
  if (!renamed || !seeded || values.menu.title !== seeded || before.menuTitle !== seeded) {
    return values;
  }
  return { ...values, menu: { ...values.menu, title: "" } };
}

type StoreResult =
  | { ok: true; id: number }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "invalid"; errors: ServiceErrors };

/**
 * Writes checked values in the save's transaction: a new service, given the
 * highest id and 1 (ids 1–10 are the specification's, inserted explicitly;
 * a plain key, so the same on SQLite and PostgreSQL), or the service at the
 * version its editor opened. A slug another service has, or a slug of the
 * specification's menu that names another service, is refused at 'Slug', and
 * so is a new slug a hand-made redirect leaves from.
 */
async function storeService(
  trx: Kysely<Database>,
  dialect: DatabaseHandle["dialect"],
  id: number | null,
  version: number,
  values: ServiceValues,
): Promise<StoreResult> {
  if (dialect === "postgres") {
    // Two new services at once must not take the same next id.
    await sql`select pg_advisory_xact_lock(hashtext('genesis-services-save'))`.execute(trx);
  }
  const sameSlug = await trx
    .selectFrom("services")
    .select("id")
    .where("slug", "=", values.slug)
    .executeTakeFirst();
  const aliasOf = aliasIdOf(values.slug);
  if ((sameSlug && sameSlug.id !== id) || (aliasOf !== undefined && aliasOf !== id)) {
    return { ok: false, kind: "invalid", errors: { slug: servicesCopy.errors.slugTaken } };
  }
  if (sameSlug?.id !== id) {
    // Redirects answer before pages render: a redirect from the address would hide the service.
    const redirect = await redirectFromItemPath(trx, "service", values.slug);
    if (redirect) {
      const message = servicesCopy.errors.slugRedirected(redirect.from, redirect.to);
      return { ok: false, kind: "invalid", errors: { slug: message } };
    }
  }
  const now = new Date().toISOString();
  const columns = { ...columnsOf(values), visible: values.visible ? 1 : 0, updated_at: now };
  if (id === null) {
    const { max } = await trx
      .selectFrom("services")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    const newId = Number(max ?? 0) + 1;
    const position = values.position ?? (await nextPosition(trx));
    await trx
      .insertInto("services")
      .values({ ...columns, id: newId, position, created_at: now })
      .execute();
    return { ok: true, id: newId };
  }
  const result = await trx
    .updateTable("services")
    .set({
      ...columns,
      ...(values.position === null ? {} : { position: values.position }),
      version: version + 1,
    })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return { ok: true, id };
  const current = await loadService(trx, id);
  return current
    ? { ok: false, kind: "conflict", currentVersion: current.version }
    : { ok: false, kind: "missing" };
}

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
  before: ServiceFields | null,
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
    .where("old_slug", "=", before.slug)
    .execute();
  if (before.visible === "shown" && aliasIdOf(before.slug) !== id) {
    await trx
      .insertInto("slug_redirects")
      .values({
        kind: "service",
        old_slug: before.slug,
        item_id: id,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return followSlugChange(trx, "service", { from: before.slug, to: slug }, siteOrigin);
}

/**
 * The services of the console for one request: owners and editors list and
 * edit them; every save is checked by the rules, audited, and drops the
 * public pages that show the services from the render cache (on every instance).
 */
export function servicesConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** SITE_URL: hand-made redirects may name the site's own addresses absolutely. */
    siteUrl: string;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): ServicesConsole {
  const save = serviceSave(database, session, options);
  return requireRole<ServicesConsole>(session, "editor", {
    list: () => listServices(database.db),
    item: (_me, id) => loadService(database.db, id),
    blank: async () => ({
      id: null,
      version: 0,
      fields: { ...emptyServiceFields, position: String(await nextPosition(database.db)) },
    }),

    save: (me, id, version, fields) => save(me, id, version, fields),

    uploadImage: (me, bytes, name) =>
      storeCoverImage(database, { bytes, name, mediaDir: options.mediaDir, uploadedBy: me.email }),
  });
}

/**
 * The save of a service, as its editor's 'Save' and the revisions' 'Restore
 * this version' (`restoring`, server/admin/revisions/) do it: the rules, a
 * slug no other service has, its old slug's redirects (followServiceSlug), a
 * revision of what it saved and its audit entry in the same transaction, then
 * the pages that show the services dropped.
 */
export function serviceSave(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: { siteUrl: string; onChange?: (tags: string[]) => void },
) {
  const siteOrigin = new URL(options.siteUrl).origin;
  return async (
    me: ConsoleUser,
    id: number | null,
    version: number,
    fields: ServiceFields,
    restoring: Restoring | null = null,
  ): Promise<ServiceSaveResult> => {
    const checked = parseFields(serviceRules, fields);
    if (!checked.ok) return { ok: false, kind: "invalid", errors: checked.errors as ServiceErrors };
    const values = checked.data;
    const { stored: result, repointed } = await audited(
      database,
      { actor: me.email, ip: session.ip },
      async (trx) => {
        const before = id === null ? null : await loadService(trx, id);
        const stored = await storeService(
          trx,
          database.dialect,
          id,
          version,
          menuFollowingTitle(id, values, before?.fields ?? null),
        );
        let repointed = 0;
        if (stored.ok) {
          repointed = await followServiceSlug(
            trx,
            stored.id,
            before?.fields ?? null,
            values.slug,
            siteOrigin,
          );
          await keepRevision(trx, {
            kind: "service",
            key: String(stored.id),
            actor: me.email,
            before: before?.fields ?? null,
            after: (await loadService(trx, stored.id))!.fields,
            restoredFrom: restoring?.id ?? null,
          });
        }
        return { stored, repointed, before };
      },
      ({ stored, repointed, before }) => {
        if (!stored.ok) return null;
        const detail = [
          values.title,
          id === null ? "new" : null,
          values.visible ? null : "hidden",
          values.position === null ? null : `order ${values.position}`,
          before && before.fields.slug !== values.slug
            ? `slug ${before.fields.slug} → ${values.slug}`
            : null,
          repointed > 0 ? redirectsFollowed(repointed) : null,
          restoring ? restoredDetail(restoring) : null,
        ]
          .filter(Boolean)
          .join(", ");
        return {
          action: restoring ? "revision-restored" : "service-saved",
          target: `service:${stored.id}`,
          detail,
        };
      },
    );
    if (result.ok) options.onChange?.([SERVICES_TAG, ...(repointed > 0 ? [REDIRECTS_TAG] : [])]);
    return result;
  };
}
