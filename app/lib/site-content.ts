/**
 * What the agency edits about the whole site (issue 34), as the public pages
 * see it. The server keeps each in the database (server/content/) and hands it
 * to the loaders through the load context; a fresh database is seeded with
 * today's copy (server/content/site-content-seed.ts).
 */
import type { SocialNetwork } from "./social-networks";

export type { SocialNetwork };

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** The settings page (/admin/settings, owners only). */
export interface SiteSettings {
  siteName: string;
  phone: string;
  email: string;
  address: PostalAddress;
  /** What the contact page's map searches for (an address or a place's name). */
  mapQuery: string;
  /** One line each ("Monday to Friday", "9:00 to 18:00 Mountain Time"). */
  openingHours: string[];
  socials: SocialLink[];
  /** The description of a page that has none of its own, and of shared links. */
  metaDescription: string;
  /** The picture shared links show (a path on this site or an uploaded image). */
  shareImage: string;
}

export const LEGAL_PAGES = ["terms", "privacy"] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

/** A legal page as it is stored and edited: Markdown, and the day it last changed. */
export interface LegalPage {
  title: string;
  description: string;
  /** Markdown, rendered through the posts' sanitising pipeline (server/publishing/markdown.ts). */
  body: string;
  /** The date shown as 'Last updated' (YYYY-MM-DD). */
  updatedOn: string;
}

/** A legal page as its public page shows it. */
export interface LegalPageView extends LegalPage {
  /** Sanitised HTML of the body. */
  html: string;
  /** The body's second-level headings, for the page's contents. */
  contents: { id: string; heading: string }[];
}

/** A stored document with the version the console's optimistic check compares. */
export interface Versioned<T> {
  value: T;
  version: number;
  updatedAt: string | null;
}

/** The site's content for one request's loaders (server/content/site-content-context.ts). */
export interface SiteContentContext {
  settings(): Promise<SiteSettings>;
  legalPage(key: LegalPageKey): Promise<LegalPageView>;
}

/** The address on one line, as cards and the footer show it. */
export function formatAddress(address: PostalAddress): string {
  const regionLine = [address.region, address.postcode].filter(Boolean).join(" ");
  return [address.street, address.city, regionLine, address.country].filter(Boolean).join(", ");
}

/**
 * The settings in the root loader's data, found among a render's route
 * matches (a route's `meta`, the shared SEO tags); undefined on a screen
 * rendered without it.
 */
export function siteSettingsOf(
  matches: readonly ({ id?: string; data?: unknown } | undefined)[],
): SiteSettings | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings?: SiteSettings } | undefined;
  return root?.settings;
}
