import { serviceIdBySlug } from "~/content/navigation";
import { services } from "~/content/services";

/** Every canonical public page: the sitemap lists these, and only these are indexable. */
export const publicPaths: string[] = [
  "/",
  "/home-two",
  "/about",
  "/services",
  ...services.map((s) => `/service/${s.id}`),
  "/projects",
  "/project-details",
  "/blog",
  "/blog-details",
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

/** Social preview images made for each page type (scripts/generate-og-images.ts), 1200×630. */
export function ogImage(type: PageType): string {
  return `/images/og/${type}.png`;
}
