/**
 * The site's languages as every console area sees them (decision 049): the
 * languages page edits them (app/admin/languages/); every translatable
 * editor shows them in its language bar.
 */

/** One of the site's languages, as the console lists it. */
export interface LanguageRow {
  /** A canonical BCP 47 tag (`de`, `pt-BR`): its pages live under `/<code>`. */
  code: string;
  /** As the language names itself: 'Deutsch'. */
  name: string;
  published: boolean;
  /** The language of the addresses without a prefix: always published, never deleted. */
  isDefault: boolean;
  createdAt: string;
}

/** How much of one thing is written in one language other than the default. */
export interface TranslationProgress {
  code: string;
  name: string;
  /** Its translatable fields written in the language. */
  done: number;
  /** Its translatable fields. */
  of: number;
}
