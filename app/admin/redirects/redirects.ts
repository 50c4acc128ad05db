/**
 * What the console's redirects page asks of the server: the redirects made
 * by hand (/admin/redirects: 'From', 'To', 'Permanent', 'Add redirect'), the
 * automatic ones left by slug changes, and
 * the 404 log ('Not found', each row with 'Create a redirect'). Built per
 * request by server/admin/redirects/; owners and editors; every change is
 * audited and reaches every instance at once.
 */

export const REDIRECTS_PATH = "/admin/redirects";

/** The groups bots' probes are counted in, one row each (server/http/not-found-noise.ts). */
export const BOT_GROUPS = ["wordpress", "scripts", "secrets", "odd"] as const;
export type BotGroup = (typeof BOT_GROUPS)[number];

/** The add form's fields, as text, the way the form posts them. */
export interface RedirectFields {
  from: string;
  to: string;
  /** "yes" when 'Permanent' is ticked (a checkbox: "" when not). */
  permanent: string;
}

export type RedirectErrors = Partial<Record<keyof RedirectFields, string>>;

/** A redirect made by hand. */
export interface RedirectRow {
  id: number;
  from: string;
  to: string;
  permanent: boolean;
  createdBy: string | null;
  createdAt: string;
  /** Where its 'To' goes on to when another redirect starts there (after a later slug change), else null. */
  goesOnTo: string | null;
}

/** What an automatic redirect belongs to: its address is `/projects/`, `/blog/` or `/services/` and a slug. */
export type SlugKind = "project" | "post" | "service";

/** An automatic redirect: a project's, post's or service's old address, to its current one. */
export interface SlugRedirectRow {
  kind: SlugKind;
  oldSlug: string;
  from: string;
  to: string;
  createdAt: string;
  /** The item is not visible now (a draft again, scheduled, in the trash): the old address does not redirect meanwhile. */
  targetHidden: boolean;
}

/** A path that answered 404, counted. */
export interface NotFoundRow {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  /** The host of the last site that linked to it, or null (typed, a bookmark, no referrer). */
  referrerHost: string | null;
}

/** A group of bots' probes, counted as one row. */
export interface BotNoiseRow {
  group: BotGroup;
  hits: number;
  lastSeen: string;
  /** The last path of the group. */
  example: string | null;
}

export interface RedirectsPage {
  redirects: RedirectRow[];
  automatic: SlugRedirectRow[];
  /** Most answered first, at most `NOT_FOUND_SHOWN`. */
  notFound: NotFoundRow[];
  /** How many paths the log holds in all. */
  notFoundTotal: number;
  noise: BotNoiseRow[];
}

/** How many rows of the 404 log the page shows. */
export const NOT_FOUND_SHOWN = 100;

export type AddRedirectResult =
  { ok: true; id: number } | { ok: false; kind: "invalid"; errors: RedirectErrors };

export interface RedirectsConsole {
  page(): Promise<RedirectsPage>;
  /**
   * Adds a redirect after the rules (app/admin/redirects/redirects-forms.ts and
   * server/admin/redirects/redirect-check.ts): no loop, no chain, not from a
   * live page or the site's own paths. Nothing is saved when refused.
   */
  add(fields: RedirectFields): Promise<AddRedirectResult>;
  /** Deletes a redirect made by hand; false when there was none. */
  remove(id: number): Promise<boolean>;
  /** Deletes an automatic redirect (the old address answers 404 after); false when there was none. */
  removeAutomatic(kind: SlugKind, oldSlug: string): Promise<boolean>;
}
