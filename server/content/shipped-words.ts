import { interfaceCopy } from "../../app/admin/pages/interface-words.ts";
import { shippedInterfaceWords } from "../../app/content/interface-languages.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listLanguages } from "../db/languages.ts";
import { readTranslation, saveTranslation, singleSubject } from "../db/translations.ts";

/** The interface's words shipped for a language: its own code's, else its base language's (`de-AT`: German). */
const shippedWordsIn = (code: string) =>
  shippedInterfaceWords[code] ?? shippedInterfaceWords[new Intl.Locale(code).language];

/**
 * Gives a language the interface's words the site ships in it (decision 049)
 * where its translation has none yet: all of them when it is added, and
 * after an upgrade the words a release added. What the agency wrote is never
 * replaced. False when nothing was missing (or nothing is shipped).
 */
export async function fillShippedWords(
  db: DatabaseHandle["db"],
  code: string,
  by: { actor: string | null; now: Date },
): Promise<boolean> {
  const shipped = shippedWordsIn(code);
  if (!shipped) return false;
  const subject = singleSubject(interfaceCopy.document);
  const stored = await readTranslation(db, subject, code);
  const words = interfaceCopy.read(shipped);
  const missing = Object.keys(words).filter((name) => !stored.fields[name]);
  if (missing.length === 0) return false;
  const saved = await saveTranslation(db, subject, code, {
    fields: { ...words, ...stored.fields },
    version: stored.version,
    actor: by.actor ?? "release",
    now: by.now,
  });
  return saved !== null;
}

/** At start: every language other than the default gets the shipped words it lacks. */
export async function seedShippedWords(database: DatabaseHandle): Promise<void> {
  const now = new Date();
  for (const language of await listLanguages(database.db)) {
    if (!language.isDefault)
      await fillShippedWords(database.db, language.code, { actor: null, now });
  }
}
