import { serviceSlugs } from "./navigation.ts";
import { services } from "./services.ts";

/** Screens whose HTML does not depend on the request; the rest render per request. */
const staticScreens = [
  "about",
  "services",
  ...services.map((s) => `service/${s.id}`),
  "project-details",
  "blog",
  "contact",
  "terms",
  "privacy",
  ...serviceSlugs.map((slug) => `services/${slug}`),
];

export const prerenderPaths: string[] = [
  "/",
  ...staticScreens.map((p) => `/${p}`),
  // /home-two is rendered per request: its projects slider reads the database;
  // so is /blog-details, for its approved comments.
  ...staticScreens.map((p) => `/home-two/${p}`),
];
