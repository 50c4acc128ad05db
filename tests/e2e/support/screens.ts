import { prerenderPaths } from "../../../app/content/prerender.ts";

/**
 * Every screen of spec §2's route table. The /home-two copies of inner pages
 * render the same main content with the second footer: one copy stands for
 * them (each copy's own content is checked in inner-pages.spec.ts).
 */
export const screens = [
  ...prerenderPaths.filter((path) => !path.startsWith("/home-two/")),
  "/home-two",
  "/home-two/about",
  "/projects",
  "/home-two/projects",
  "/blog-details",
  "/home-two/blog-details",
];
