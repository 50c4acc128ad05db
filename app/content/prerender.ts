import { serviceSlugs } from "./service-ids.ts";
import { services } from "./services.ts";

/** Screens whose HTML does not depend on the request; the rest render per request. */
const staticScreens = [
  "about",
  "services",
  ...services.map((s) => `service/${s.id}`),
  "contact",
  "terms",
  "privacy",
  ...serviceSlugs.map((slug) => `services/${slug}`),
];

export const prerenderPaths: string[] = [
  "/",
  ...staticScreens.map((p) => `/${p}`),
  // /home-two is rendered per request: its sliders read the database; so do
  // /projects, /project-details, /blog, /blog-details and every project and
  // post page (issue 18): what the console publishes is live on the next request.
  ...staticScreens.map((p) => `/home-two/${p}`),
];
