/**
 * What the console's languages page asks of the server (/admin/languages,
 * owners): the site's languages, the default first, and adding, publishing,
 * unpublishing and deleting one. Built per request by
 * server/admin/languages/; every change is audited and names the tag
 * `languages`, so every instance's pages hear it.
 */

import type { LanguageRow } from "../../lib/admin/languages.ts";

export const LANGUAGES_PATH = "/admin/languages";

/** 'Add language' as the form posts it. */
export interface LanguageFields {
  code: string;
  name: string;
  /** "yes" when 'Published' is ticked (a checkbox: "" when not). */
  published: string;
}

export type LanguageErrors = Partial<Record<keyof LanguageFields, string>>;

export type AddLanguageResult =
  { ok: true; code: string; published: boolean } | { ok: false; errors: LanguageErrors };

/** What a change to one language came to: done, no such language, or refused for the default. */
export type LanguageChange = "done" | "missing" | "default";

export interface LanguagesConsole {
  list(): Promise<LanguageRow[]>;
  /** The same list for editors too: every translatable editor's language bar. */
  choices(): Promise<LanguageRow[]>;
  /** Adds a language, published when ticked, after the rules (languages-forms.ts); nothing saved when refused. */
  add(fields: LanguageFields): Promise<AddLanguageResult>;
  setPublished(code: string, published: boolean): Promise<LanguageChange>;
  remove(code: string): Promise<LanguageChange>;
}
