import type { Collection } from "./collections/collection.ts";
import type { Single } from "./collections/single.ts";
import { partners } from "./people/partners.ts";
import { team } from "./people/team.ts";
import { testimonials } from "./people/testimonials.ts";
import { plans } from "./pricing/plans.ts";
import { services } from "./services/services.ts";
import { settings } from "./settings/settings.ts";
import { LEGAL_SINGLES } from "./legal/legal-pages.ts";
import { PAGE_COPIES } from "./pages/page-copies.ts";

/**
 * Every kind of content declared as a collection (./collections/collection.ts),
 * in the side bar's order. A new kind is added here, and its two addresses in
 * app/routes.ts.
 */
export const COLLECTIONS: readonly Collection[] = [services, testimonials, team, partners, plans];

/**
 * The kind whose pages an address is among: /admin/team and /admin/team/3 are
 * the team's (a client navigation's `.data` request too). One route module
 * serves every kind's list, and one every kind's editor (app/routes.ts).
 */
export function collectionAt(pathname: string): Collection {
  const collection = COLLECTIONS.find(
    ({ path }) =>
      pathname === path || pathname === `${path}.data` || pathname.startsWith(`${path}/`),
  );
  if (!collection) throw new Error(`No kind of content has its pages at ${pathname}.`);
  return collection;
}

/** Everything the site has one of (./collections/single.ts), each with its editor's address in app/routes.ts. */
export const SINGLES: readonly Single[] = [
  settings,
  ...LEGAL_SINGLES,
  ...Object.values(PAGE_COPIES),
] as Single[];

/** The single document edited at an address (its `.data` request too). */
export function singleAt(pathname: string): Single {
  const single = SINGLES.find(({ path }) => pathname === path || pathname === `${path}.data`);
  if (!single) throw new Error(`No single document is edited at ${pathname}.`);
  return single;
}
