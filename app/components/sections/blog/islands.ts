import { staticIsland } from "~/lib/static-island";

// The blog's parts that need no code once rendered (app/lib/static-island.tsx):
// hydrating them cost /blog-details most of its blocking time on a phone.
export const ArticleFooter = staticIsland(() => import("./article-footer"), "ArticleFooter", "div");
export const CommentList = staticIsland(() => import("./comment-list"), "CommentList", "section");
export const BlogSidebar = staticIsland(() => import("./blog-sidebar"), "BlogSidebar", "div");
