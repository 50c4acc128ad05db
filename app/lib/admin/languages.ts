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
