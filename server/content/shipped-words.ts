import { PAGE_COPIES } from "../../app/admin/pages/page-copies.ts";
import { shippedInterfaceWords } from "../../app/content/interface-languages.ts";
import { shippedScreens } from "../../app/content/shipped-screens.ts";
import type { PageCopies, PageCopyName } from "../../app/lib/page-copy.ts";
import type { CollectionFields } from "../../app/admin/collections/collection.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listLanguages } from "../db/languages.ts";
import { readTranslation, saveTranslation, singleSubject } from "../db/translations.ts";

/** A page copy the site ships words for: its document, and its fields in a language, or none. */
interface Shipped {
  document: (typeof PAGE_COPIES)[PageCopyName]["document"];
  fieldsIn(code: string): CollectionFields | undefined;
}

const shipped = <Name extends PageCopyName>(
  name: Name,
  words: (code: string) => Omit<PageCopies[Name], "original"> | undefined,
): Shipped => ({
  document: PAGE_COPIES[name].document,
  fieldsIn(code) {
    // Its own code's, else its base language's (`de-AT`: German).
    const found = words(code) ?? words(new Intl.Locale(code).language);
    return found && PAGE_COPIES[name].read(found as PageCopies[Name]);
  },
});

const SHIPPED: Shipped[] = [
  shipped("interface", (code) => shippedInterfaceWords[code]),
  shipped("not-found", (code) => shippedScreens[code]?.["not-found"]),
  shipped("blog", (code) => shippedScreens[code]?.blog),
  shipped("projects", (code) => shippedScreens[code]?.projects),
  shipped("service", (code) => shippedScreens[code]?.service),
  shipped("newsletter", (code) => shippedScreens[code]?.newsletter),
];

/** The documents whose translations the site ships (a language added has them at once). */
export const SHIPPED_DOCUMENTS = SHIPPED.map((page) => page.document);

/**
 * Gives a language the interface's words the site ships in it (decision 049)
 * — the interface's own, the 404 and 410 screens', the blog's and the
 * projects' headers, the service pages', the newsletter's pages and e-mail —
 * where its translations have none yet: all of them when it is added, and
 * after an upgrade the words a release added. What the agency wrote is never
 * replaced. False when nothing was missing (or nothing is shipped).
 */
export async function fillShippedWords(
  db: DatabaseHandle["db"],
  code: string,
  by: { actor: string | null; now: Date },
): Promise<boolean> {
  let filled = false;
  for (const page of SHIPPED) {
    const fields = page.fieldsIn(code);
    if (!fields) continue;
    const subject = singleSubject(page.document);
    const stored = await readTranslation(db, subject, code);
    const missing = Object.keys(fields).filter((name) => !stored.fields[name]);
    if (missing.length === 0) continue;
    const saved = await saveTranslation(db, subject, code, {
      fields: { ...fields, ...stored.fields },
      version: stored.version,
      actor: by.actor ?? "release",
      now: by.now,
    });
    filled ||= saved !== null;
  }
  return filled;
}

/** At start: every language other than the default gets the shipped words it lacks. */
export async function seedShippedWords(database: DatabaseHandle): Promise<void> {
  const now = new Date();
  for (const language of await listLanguages(database.db)) {
    if (!language.isDefault)
      await fillShippedWords(database.db, language.code, { actor: null, now });
  }
}
