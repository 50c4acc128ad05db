/**
 * What the agency edits about the whole site, as the public pages
 * see it. The server keeps each in the database (server/content/) and hands it
 * to the loaders through the load context; a fresh database is seeded with
 * today's copy (server/content/site-content-seed.ts).
 */
import type { PlanIcon } from "./plan-icons";
import type { PageCopies, PageCopyName } from "./page-copy";
import type { SocialNetwork } from "./social-networks";

export type { PlanIcon, SocialNetwork };

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
  /** Its hidden name in the page's words, where a loader sets it (./network-labels.server.ts). */
  label?: LinkLabel;
}

/** A link's hidden name, and its `lang` when its words are the default language's. */
export interface LinkLabel {
  text: string;
  lang?: string;
}

/** The settings page (/admin/settings, owners only). */
export interface SiteSettings {
  siteName: string;
  /**
   * The agency's legal name: the footer's copyright line and the Organization
   * search engines are given. Empty: the site name.
   */
  legalName: string;
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
  /** When someone last saved it in the console: null for a document as seeded. */
  updatedAt: string | null;
}

/** An uploaded picture's AVIF and WebP widths, for a <picture> (none for the site's own artwork). */
export type PictureSources = { type: "image/avif" | "image/webp"; srcSet: string }[];

/** A person of the collections below with their photo: someone quoted, a team member. */
interface PersonWithPhoto {
  id: number;
  name: string;
  role: string;
  /** A path on this site or an uploaded image; "" for none. */
  photo: string;
  photoSources?: PictureSources;
  /** The media library's focal point of an uploaded photo: kept in view in its crop. */
  photoFocus?: { x: number; y: number };
}

/**
 * The collections of people (migration 009), as the public pages show them:
 * the visible ones, in the agency's order. Each is edited in the console
 * (/admin/testimonials, /admin/team, /admin/partners).
 */
export interface Testimonial extends PersonWithPhoto {
  /** "COO, Northwind Analytics". */
  role: string;
  text: string;
  /** A whole number of stars, 0–5. */
  rating: number;
}

/** The networks a team member's profile may be on (each has its icon). */
export type MemberNetwork = SocialNetwork | "pinterest";

export interface MemberLink {
  network: MemberNetwork;
  /** The member's own profile (http or https), never the company's page. */
  url: string;
  /** Its hidden name in the page's words, where a loader sets it (./network-labels.server.ts). */
  label?: LinkLabel;
}

export interface TeamMember extends PersonWithPhoto {
  /** A 480×560 portrait: a path on this site or an uploaded image; "" for none. */
  photo: string;
  links: MemberLink[];
}

export interface Partner {
  id: number;
  name: string;
  /** A 240×96 logo: a path on this site or an uploaded image. */
  logo: string;
  logoSources?: PictureSources;
  /** "" or the partner's site (http or https). */
  link: string;
  /** One line about the work together (About shows it). */
  description: string;
}

/**
 * A pricing plan (migration 011), as the home page shows it: the visible ones,
 * in the agency's order. Edited in the console (/admin/pricing).
 */
export interface PricingPlan {
  id: number;
  /** The plan's name in the page's ids ("site-assist"), unique among the plans shown. */
  key: string;
  title: string;
  /** The figure, in dollars, as typed: "29", "29.50". */
  price: string;
  /** The price as the page's language writes it: "$29", "29 $". */
  priceText: string;
  /** What the price is for, after it: "/month"; "" for none. */
  period: string;
  icon: PlanIcon;
  /** One line each. */
  features: string[];
  buttonLabel: string;
  /** A path on this site ("/contact?plan=site-assist"), or an http(s), mailto: or tel: address. */
  buttonLink: string;
  /** Shown as 'Most popular'. */
  popular: boolean;
}

/**
 * A service (migration 010) as its card shows it: the Services listing, the
 * home pages' sliders. Edited in the console (/admin/services).
 */
export interface SiteService {
  /** /service/{id}; the specification's ten keep ids 1–10. */
  id: number;
  /** /services/{slug}: lower-case letters, digits and hyphens. */
  slug: string;
  title: string;
  /** One or two sentences: cards, meta description, the lead of the details page. */
  description: string;
  /** A Lucide icon name of the fixed list (components/ui/icon-set.ts). */
  icon: string;
  /** 1200×600 artwork: a path on this site or an uploaded image. */
  bannerImage: string;
  /** An uploaded banner's AVIF and WebP widths; none for the site's own artwork. */
  bannerSources?: PictureSources;
  /** An uploaded banner's focal point from the media library: kept in view in the cards' crop. */
  bannerFocus?: { x: number; y: number };
}

export interface ServicePoint {
  title: string;
  text: string;
}

/** A service as its own page shows it (/service/{id}, /services/{slug}). */
export interface ServicePage extends SiteService {
  overview: string;
  /** The paragraph under 'Why Your Business Needs {title}'. */
  why: string;
  benefits: ServicePoint[];
  keyFeatures: { intro: string; items: string[] };
  approach: { intro: string; steps: ServicePoint[] };
  /** Where the sidebar's 'Start a project' leads. */
  actionLink: string;
  /** "" for the title. */
  seoTitle: string;
  /** "" for the summary. */
  seoDescription: string;
}

/** The columns of the Services menu (its groups: app/content/service-menus.ts). */
export const SERVICE_MENU_GROUPS = ["development", "design-branding", "digital-marketing"] as const;
export type ServiceMenuGroupId = (typeof SERVICE_MENU_GROUPS)[number];

/** One more name a service is listed under in the Services menu, linking to it. */
export interface ServiceMenuEntry {
  group: ServiceMenuGroupId;
  title: string;
  description: string;
}

/**
 * Where the menus and the footer list a service (migration 012; edited with
 * the service). The specification's menu names some services more than once
 * (Website Design is service 1 too), hence `more`.
 */
export interface ServiceMenu {
  /** Its name in the menus and the footer; "" for the title. */
  title: string;
  /** The Services menu's column of its own entry; null: listed only under `more`. */
  group: ServiceMenuGroupId | null;
  /** The short line under its name in the desktop Services menu. */
  description: string;
  /** Its place in its column, lower first; null: its order among the services. */
  order: number | null;
  more: ServiceMenuEntry[];
  /** Listed among the footer's Services links. */
  inFooter: boolean;
}

/** An entry of the Services menu: a name and a line, linking to /service/{id}. */
export interface MegaMenuEntry {
  title: string;
  serviceId: number;
  description: string;
  /** The words' languages where they are not the page's (app/lib/fallback-language.ts). */
  titleLang?: string;
  descriptionLang?: string;
}

export interface MegaMenuGroup {
  id: ServiceMenuGroupId;
  title: string;
  entries: MegaMenuEntry[];
}

/**
 * What the header's menus and the footer list of the services (the root
 * loader's `menus`, tag `services`): the desktop Services panel and the phone
 * menu's Services entry show `services`, the footer's Services column `footer`.
 */
export interface SiteMenus {
  services: MegaMenuGroup[];
  footer: { title: string; link: string; lang?: string }[];
}

/** The site's content for one request's loaders (server/content/site-content.ts). */
export interface SiteContentContext {
  settings(): Promise<SiteSettings>;
  legalPage(key: LegalPageKey): Promise<LegalPageView>;
  /** A page's copy (app/lib/page-copy.ts; tag `page:<name>`). */
  pageCopy<Name extends PageCopyName>(name: Name): Promise<PageCopies[Name]>;
  /** The visible testimonials, in order (tag `testimonials`). */
  testimonials(): Promise<Testimonial[]>;
  /** The visible team members, in order (tag `team`). */
  team(): Promise<TeamMember[]>;
  /** The visible partner logos, in order (tag `partners`). */
  partners(): Promise<Partner[]>;
  /** The visible pricing plans, in order (tag `pricing`). */
  pricing(): Promise<PricingPlan[]>;
  /** The visible services, in order (tag `services`). */
  services(): Promise<SiteService[]>;
  /**
   * A visible service by id or by slug (a slug of the specification's menu
   * names the service it belongs to); null for none (tag `services`).
   */
  service(ref: { id: number } | { slug: string }): Promise<ServicePage | null>;
  /**
   * The current slug of the visible service that once had this slug (an
   * automatic redirect of the console), or null (tag `services`).
   */
  serviceMovedFrom(slug: string): Promise<string | null>;
  /** The menus' and the footer's service links, from the visible services (tag `services`). */
  menus(): Promise<SiteMenus>;
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
