/**
 * The site's pages the agency edits, built per request by
 * server/admin/pages/: the two legal pages (owners only: editors get 403) and
 * the pages' copy (owners and editors). Every save is audited, and the public page it changes is dropped from
 * the render cache on every instance.
 */

import type { TranslationProgress } from "./languages.ts";

/**
 * A row of /admin/pages. Each kind of page the console edits adds its own
 * entries (the legal pages now; the pages' copy, home and about, later).
 */
export interface SitePageEntry {
  /** What the list and its link say. */
  title: string;
  /** Where it is edited in the console. */
  editPath: string;
  /** Where visitors read it. */
  publicPath: string;
  /** The day it last changed (YYYY-MM-DD), as the public page shows it; null if it shows none. */
  updatedOn: string | null;
  /** How much of it each language other than the default has. */
  translations?: TranslationProgress[];
}

export interface PagesConsole {
  /** Owners see the legal pages and the pages' copy; editors the pages' copy alone. */
  list(): Promise<SitePageEntry[]>;
}
