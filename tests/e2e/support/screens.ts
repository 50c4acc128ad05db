import { prerenderPaths } from "../../../app/content/prerender.ts";

/**
 * Every screen of spec §2's route table. The /home-two copies of inner pages
 * render the same main content with the second footer: one copy stands for
 * them (each copy's own content is checked in inner-pages.spec.ts). So does
 * /service/{id} for the /services/{slug} addresses that show the same service
 * (docs/decisions/005-links-without-routes.md; links.spec.ts checks that every
 * slug answers with its service).
 */
export const screens = [
  ...prerenderPaths.filter(
    (path) => !path.startsWith("/home-two/") && !path.startsWith("/services/"),
  ),
  "/home-two",
  "/home-two/about",
  "/projects",
  "/home-two/projects",
  "/blog-details",
  "/home-two/blog-details",
];
