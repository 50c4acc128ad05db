import type { FastifyBaseLogger } from "fastify";
import type { AdminContext } from "../../app/lib/admin/admin-context.ts";
import type { PublishingContext } from "../../app/lib/publishing.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { pageData } from "../http/page-data.ts";
import { mediaLookup } from "./media-images.ts";
import { postByPreviewLink, projectByPreviewLink } from "./preview-links.ts";
import {
  blogTaxonomy,
  featuredProject,
  findPost,
  findProject,
  latestPost,
  listPosts,
  recentOf,
  recentPosts,
} from "./public-content.ts";

/**
 * The public pages' projects and posts for one request (app/lib/publishing.ts).
 * A preview shows a draft only to a signed-in console user; for everyone else
 * it is the visitor's page (a draft is 404). A preview link's token shows its
 * item to anyone who has it, until it expires or is revoked (./preview-links.ts).
 */
export function createPublishingContext(options: {
  database: DatabaseHandle;
  admin: AdminContext;
  log: FastifyBaseLogger;
  /**
   * Told what each read touched ("posts", "projects", "project:<slug>"): the
   * tags a kept page is dropped by when that content changes (server/http/render-cache.ts).
   */
  onRead?: (tag: string) => void;
}): PublishingContext {
  const { database, admin, log } = options;
  const media = mediaLookup(database);
  const read = <T>(what: string, run: () => Promise<T>, tag = "posts") => {
    options.onRead?.(tag);
    return pageData(log, what, run);
  };
  const mayPreview = async (preview?: boolean) => Boolean(preview) && (await admin.user()) !== null;
  return {
    project: async (slug, opts) => {
      if (opts?.link) {
        const token = opts.link;
        return read("Loading a preview link", () =>
          projectByPreviewLink(database, media, slug, token),
        );
      }
      const preview = await mayPreview(opts?.preview);
      return read(
        "Loading a project",
        () => findProject(database, media, slug, preview),
        `project:${slug}`,
      );
    },
    featuredProject: () =>
      read("Loading the featured project", () => featuredProject(database, media), "projects"),
    posts: (query) => read("Loading the posts", () => listPosts(database, media, query)),
    post: async (slug, opts) => {
      if (opts?.link) {
        const token = opts.link;
        return read("Loading a preview link", () =>
          postByPreviewLink(database, media, slug, token),
        );
      }
      const preview = await mayPreview(opts?.preview);
      return read("Loading a post", () => findPost(database, media, slug, preview));
    },
    latestPost: () => read("Loading the latest post", () => latestPost(database, media)),
    recentPosts: (count) => read("Loading recent posts", () => recentPosts(database, media, count)),
    footerPosts: async (count) => {
      options.onRead?.("posts");
      try {
        return await recentPosts(database, media, count);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        log.warn({ err: error }, "The footer's recent posts were left out: database unavailable");
        return [];
      }
    },
    blogSidebar: () =>
      read("Loading the blog sidebar", async () => ({
        ...(await blogTaxonomy(database)),
        recent: recentOf(await recentPosts(database, media, 3)),
      })),
  };
}
