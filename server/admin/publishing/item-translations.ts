import type { CollectionFields } from "../../../app/admin/collections/collection.ts";
import { slugify } from "../../../app/admin/collections/slugify.ts";
import {
  publicPath,
  type FieldErrors,
  type ItemKind,
} from "../../../app/admin/publishing/editorial.ts";
import { ITEM_FIELDS, TRANSLATION_WHOLE } from "../../../app/admin/publishing/item-fields.ts";
import { itemRules } from "../../../app/admin/publishing/publishing-forms.ts";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { findLanguage } from "../../db/languages.ts";
import { itemSubject, redirectKindIn, subjectAt } from "../../db/translations.ts";
import type { Translated } from "../collections/translations.ts";
import { loadItem } from "./editorial-queries.ts";

const errors = publishingCopy.errors;

/**
 * A project or post in another language (decision 049), as the translations
 * see it: its own title, slug, summary, body and alt texts, saved whole (a
 * translation missing one of them is refused, so one that is saved can go
 * live); its details and search words fall back to the default's. Its slug
 * is its address in the language (`/de/blog/<slug>`), one thing a language
 * has there; a changed slug leaves its old address as a 301 within the
 * language.
 */
export function translatedItem(database: DatabaseHandle, kind: ItemKind, id: number) {
  const subject = itemSubject(kind, id);
  return {
    subject,
    fields: ITEM_FIELDS[kind],
    async defaults(db) {
      const item = await loadItem({ ...database, db }, kind, id);
      // An item in the trash takes no save, in any language, until it is restored.
      return item && !item.trashedAt ? { ...item.fields } : null;
    },
    normalise(written) {
      const slug = (written.slug ?? "").toLowerCase() || slugify(written.title ?? "");
      return slug ? { ...written, slug } : written;
    },
    async refusals(merged, written, { trx, code }) {
      const checked = parseFields(itemRules(kind, "save"), merged);
      const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
      for (const [name, message] of Object.entries(TRANSLATION_WHOLE)) {
        if (!written[name]) found[name as keyof FieldErrors] = message;
      }
      if (merged.coverImage && !written.coverAlt) found.coverAlt = errors.altRequired;
      if (!found.slug) {
        const other = await subjectAt(trx, code, publicPath(kind, written.slug!));
        if (other && other !== subject) {
          const language = await findLanguage(trx, code);
          found.slug = errors.slugTakenIn(kind, language?.name ?? code);
        }
      }
      return Object.keys(found).length > 0 ? (found as CollectionFields) : null;
    },
    address: (written) => publicPath(kind, written.slug!),
    async saved(trx, { code, before, after }) {
      const redirects = redirectKindIn(kind, code);
      // The new slug is a real address now; the old one answers 301.
      await trx
        .deleteFrom("slug_redirects")
        .where("kind", "=", redirects)
        .where("old_slug", "in", [after.slug!, before.slug ?? after.slug!])
        .execute();
      if (before.slug && before.slug !== after.slug) {
        await trx
          .insertInto("slug_redirects")
          .values({
            kind: redirects,
            old_slug: before.slug,
            item_id: id,
            created_at: new Date().toISOString(),
          })
          .execute();
      }
    },
    async removed(trx, code) {
      await trx
        .deleteFrom("slug_redirects")
        .where("kind", "=", redirectKindIn(kind, code))
        .where("item_id", "=", id)
        .execute();
    },
    audit: {
      action: `${kind}-saved`,
      target: `${kind}:${id}`,
      detail: (defaults, changed) =>
        [defaults.title, ...changed.map((field) => field.label)].join(", "),
    },
    // The kind's lists, and the item's pages in every language (their alternates name each other).
    tags: (defaults) => (kind === "project" ? ["projects", `project:${defaults.slug}`] : ["posts"]),
  } satisfies Translated;
}
