import { languageRules } from "../../../app/admin/languages/languages-forms.ts";
import { languagesCopy } from "../../../app/admin/languages/languages-words.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type {
  AddLanguageResult,
  LanguageChange,
  LanguageErrors,
  LanguagesConsole,
} from "../../../app/admin/languages/languages.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  deleteLanguage,
  findLanguage,
  insertLanguage,
  LANGUAGES_TAG,
  listLanguages,
  setLanguagePublished,
} from "../../db/languages.ts";
import { fillShippedWords } from "../../content/shipped-words.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";

const errors = languagesCopy.errors;

/**
 * The site's languages for one request (/admin/languages): owners list, add,
 * publish, unpublish and delete them, each change audited (language-added,
 * language-published, language-unpublished, language-deleted) and naming
 * the tag `languages`; editors get 403. The default language is never
 * unpublished nor deleted: its buttons are not drawn, and a post that asks
 * anyway is refused here.
 */
export function languagesConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Called after a change, with its tags (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  } = {},
): LanguagesConsole {
  const by = (me: { email: string }) => ({ actor: me.email, ip: session.ip });
  const changed = () => options.onChange?.([LANGUAGES_TAG]);

  /** Runs a change of one language other than the default, audited when it changed something. */
  async function change(
    me: { email: string },
    code: string,
    write: (trx: DatabaseHandle["db"]) => Promise<boolean>,
    action: "language-published" | "language-unpublished" | "language-deleted",
  ): Promise<LanguageChange> {
    const outcome = await audited(
      database,
      by(me),
      async (trx) => {
        const found = await findLanguage(trx, code);
        if (!found) return { result: "missing" as const, name: null };
        if (found.isDefault) return { result: "default" as const, name: null };
        return { result: "done" as const, name: (await write(trx)) ? found.name : null };
      },
      ({ name }) => (name ? { action, target: `language:${code}`, detail: name } : null),
    );
    if (outcome.name) changed();
    return outcome.result;
  }

  const editors = requireRole<Pick<LanguagesConsole, "choices">>(session, "editor", {
    choices: () => listLanguages(database.db),
  });
  const owners = requireRole<Omit<LanguagesConsole, "choices">>(session, "owner", {
    list: () => listLanguages(database.db),

    async add(me, fields): Promise<AddLanguageResult> {
      const checked = parseFields(languageRules, fields);
      if (!checked.ok) return { ok: false, errors: checked.errors as LanguageErrors };
      const { code, name, published } = checked.data;
      const taken = await audited(
        database,
        by(me),
        async (trx) => {
          const found = await findLanguage(trx, code);
          if (found) return found.name;
          const now = new Date();
          await insertLanguage(trx, { code, name, published, now });
          // The interface's words the site ships in the language (German, French, Spanish).
          await fillShippedWords(trx, code, { actor: me.email, now });
          return null;
        },
        (found) =>
          found === null
            ? {
                action: "language-added",
                target: `language:${code}`,
                detail: published ? `${name}, published` : name,
              }
            : null,
      );
      if (taken !== null) return { ok: false, errors: { code: errors.codeTaken(taken) } };
      changed();
      return { ok: true, code, published };
    },

    setPublished: (me, code, published) =>
      change(
        me,
        code,
        (trx) => setLanguagePublished(trx, code, published, new Date()),
        published ? "language-published" : "language-unpublished",
      ),

    remove: (me, code) => change(me, code, (trx) => deleteLanguage(trx, code), "language-deleted"),
  });
  return { ...owners, ...editors };
}
