/**
 * Projects and posts as the public pages see them (issue 18). The server
 * builds them from the database (server/publishing/) and hands them to the
 * loaders through the load context; bodies arrive as sanitised HTML.
 */

/** An image with its intrinsic size; uploaded ones also have AVIF/WebP widths and a placeholder. */
export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: { type: "image/avif" | "image/webp"; srcSet: string }[];
  /** A tiny blurred image (data: URL) shown until the real one arrives. */
  placeholder?: string;
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
  /** Shown only to signed-in users previewing it. */
  draft: boolean;
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
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

/** A lookup by slug: the item, a 301 to its current slug, nothing (404), or in the trash (410). */
export type Lookup<T> =
  | { kind: "found"; item: T }
  | { kind: "moved"; slug: string }
  | { kind: "missing" }
  | { kind: "gone" };

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

export interface PublishingContext {
  /** `preview`: a signed-in user may see a draft or scheduled item. */
  project(slug: string, options?: { preview?: boolean }): Promise<Lookup<ProjectView>>;
  featuredProject(): Promise<ProjectView | null>;
  posts(query: PostQuery): Promise<PostList>;
  post(slug: string, options?: { preview?: boolean }): Promise<Lookup<PostView>>;
  latestPost(): Promise<PostView | null>;
  recentPosts(count: number): Promise<PostSummary[]>;
  blogSidebar(): Promise<BlogSidebarData>;
}
