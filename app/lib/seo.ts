import { serviceIdBySlug, serviceIds } from "~/content/service-ids";

/**
 * Every canonical public page of the code: the sitemap lists these and every
 * published project and post; only these and those are indexable.
 * /project-details and /blog-details show a project and a post whose own
 * pages are canonical, so they are not listed.
 */
export const publicPaths: string[] = [
  "/",
  "/home-two",
  "/about",
  "/services",
  ...serviceIds.map((id) => `/service/${id}`),
  "/projects",
  "/blog",
  "/contact",
  "/terms",
  "/privacy",
];

/**
 * The canonical address of a path: /home-two copies of inner pages point to
 * the main pages, /services/{slug} to /service/{id}; /home-two itself is a page.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path.startsWith("/home-two/")) path = path.slice("/home-two".length);
  const slug = /^\/services\/([^/]+)$/.exec(path)?.[1];
  const id = slug ? (serviceIdBySlug as Record<string, number | undefined>)[slug] : undefined;
  return id ? `/service/${id}` : path;
}

export type PageType = "home" | "service" | "project" | "blog" | "page";

export function pageType(canonical: string): PageType {
  if (canonical === "/" || canonical === "/home-two") return "home";
  if (/^\/services?(\/|$)/.test(canonical)) return "service";
  if (/^\/project/.test(canonical)) return "project";
  if (/^\/blog/.test(canonical)) return "blog";
  return "page";
}

/** Social preview images made for each page type (tools/art/generate-og-images.ts), 1200×630. */
export function ogImage(type: PageType): string {
  return `/images/og/${type}.png`;
}

/**
 * What a page with its own address from the database (a project, a post, or
 * /project-details and /blog-details showing one) tells the shared tags:
 * its canonical path, its Open Graph image and type, or that it is a preview
 * not to be indexed. Loaders return it as `seo` (components/layout/site-seo.tsx).
 */
export interface PageSeo {
  canonicalPath: string;
  image?: { src: string; width: number; height: number; alt: string };
  type?: "article" | "website";
  noindex?: boolean;
  /**
   * An article's address in each published language it is in (without the
   * language's prefix), where it is in more than one: its alternates and the
   * language switch's links. Every other page is in every language at one path.
   */
  alternates?: { code: string; path: string }[];
}

/** The deepest route's `seo` among the matched routes' loader data. */
export function routeSeo(matches: readonly { data?: unknown }[]): PageSeo | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data;
    if (data && typeof data === "object" && "seo" in data) {
      const seo = (data as { seo?: PageSeo }).seo;
      if (seo && typeof seo.canonicalPath === "string") return seo;
    }
  }
  return null;
}

/** A cover as the Open Graph image; drawn SVG artwork is not one networks show, so the page type's PNG stands in. */
export function socialImage(image: {
  src: string;
  width: number;
  height: number;
  alt: string;
}): PageSeo["image"] {
  return /\.svg$/i.test(image.src) ? undefined : image;
}
