/**
 * Projects and posts as the public pages see them. The server
 * builds them from the database (server/publishing/) and hands them to the
 * loaders through the load context; bodies arrive as sanitised HTML.
 */

import type { PreviewLinkEnd } from "./preview-link.ts";

/** An item opened through a preview link: when the link stops working, and the band over it. */
export interface PreviewLinkBand {
  expiresAt: string;
  /** The band's words in the page's language, set by its loader (./item-page.server.ts). */
  notice?: string;
  /** Their `lang` when they are the default language's. */
  lang?: string;
}

/** An image with its intrinsic size; uploaded ones also have AVIF/WebP widths and a placeholder. */
export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: { type: "image/avif" | "image/webp"; srcSet: string }[];
  /** A tiny blurred image (data: URL) shown until the real one arrives. */
  placeholder?: string;
  /** The media library's focal point (0–1 from the left and the top): kept in view in every crop. */
  focus?: { x: number; y: number };
}

export interface ProjectView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  client: string;
  category: string;
  year: number | null;
  services: string[];
  cover: ImageView;
  gallery: ImageView[];
  /** Sanitised HTML rendered from the Markdown body. */
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  publishedAt: string | null;
  updatedAt: string;
  /** Shown only to signed-in users previewing it, or through a preview link. */
  draft: boolean;
  /** Opened through a preview link: when it stops working, and the band's words. */
  previewLink?: PreviewLinkBand;
  /** Its slug in the default language, and in each language it is translated into (by code). */
  slugs: ItemSlugs;
}

/** An item's slugs: the default language's, and each translation's by its language's code. */
export interface ItemSlugs {
  default: string;
  translated: Record<string, string>;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  author: string;
  category: string;
  tags: string[];
  summary: string;
  cover: ImageView;
  publishedAt: string;
  comments: number;
}

export interface PostView extends PostSummary {
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string;
  draft: boolean;
  /** Opened through a preview link: when it stops working, and the band's words. */
  previewLink?: PreviewLinkBand;
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
  /** Its slug in the default language (what its comments are filed under), and in each translation. */
  slugs: ItemSlugs;
}

/**
 * A lookup by slug: the item, a 301 to its current slug, nothing (404), in the
 * trash (410), or a preview link that no longer works (410, app/lib/preview-link.ts).
 */
export type Lookup<T> =
  | { kind: "found"; item: T }
  | { kind: "moved"; slug: string }
  /** `original`: in another language, the item's address in the default's, where it is. */
  | { kind: "missing"; original?: string }
  | { kind: "gone" }
  | { kind: "link-ended"; reason: PreviewLinkEnd };

export interface PostQuery {
  q: string;
  /** Slugs (app/content/blog.ts blogSlug). */
  category: string | null;
  tag: string | null;
  page: number;
  perPage: number;
}

export interface PostList {
  posts: PostSummary[];
  total: number;
}

export interface BlogTaxonomy {
  categories: { slug: string; name: string; count: number }[];
  tags: { id: string; name: string }[];
}

/** A recent post in the blog's sidebar: only what it shows. */
export type RecentPost = Pick<
  PostSummary,
  "id" | "slug" | "title" | "category" | "comments" | "cover"
>;

export interface BlogSidebarData extends BlogTaxonomy {
  recent: RecentPost[];
}

/**
 * `preview`: a signed-in user may see a draft or scheduled item; `link`: a
 * preview link's token shows its item to anyone (app/lib/preview-link.ts).
 */
export interface ItemPreview {
  preview?: boolean;
  link?: string;
}

export interface PublishingContext {
  project(slug: string, options?: ItemPreview): Promise<Lookup<ProjectView>>;
  featuredProject(): Promise<ProjectView | null>;
  posts(query: PostQuery): Promise<PostList>;
  post(slug: string, options?: ItemPreview): Promise<Lookup<PostView>>;
  latestPost(): Promise<PostView | null>;
  recentPosts(count: number): Promise<PostSummary[]>;
  /**
   * The second footer's latest posts: none while the database is unavailable,
   * so a page of the site's own words still answers (decision 037).
   */
  footerPosts(count: number): Promise<PostSummary[]>;
  blogSidebar(): Promise<BlogSidebarData>;
}
