import { prerenderPaths } from "../../app/content/prerender.ts";

/**
 * Every screen, for the suites that check them all through the built app:
 * pre-rendered or rendered per request, under / and /home-two, and (issue 18)
 * a project's and a post's own pages from the database under each copy.
 */
export const everyScreen = [
  ...prerenderPaths,
  "/home-two",
  "/projects",
  "/home-two/projects",
  "/project-details",
  "/home-two/project-details",
  "/blog",
  "/home-two/blog",
  "/blog-details",
  "/home-two/blog-details",
  "/projects/northwind-analytics",
  "/home-two/projects/medora-health",
  "/blog/seven-signs-your-website-is-slowing-your-business-down",
  "/home-two/blog/what-an-mvp-should-and-should-not-include",
];
