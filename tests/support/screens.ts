import { allPosts } from "../../app/content/blog.ts";
import { serviceIdBySlug, serviceIds } from "../../app/content/service-ids.ts";

/**
 * The one manifest of screens (docs/testing.md). Every test that walks screens, in
 * Vitest or in Chromium, derives its list from here: a new page is added once.
 *
 * - `kind`: a `page` of its own; the `copy` of a page under /home-two (the same
 *   main content with the second footer); or an `alias`, another address that
 *   shows a page listed here (/services/{slug}, decision 005).
 * - `phone`: its layout at 390 px differs in more than the shared header and
 *   footer (a grid that stacks, a sidebar that moves), so a browser looks at it
 *   at 390 px as well as at 1440 px.
 * - `area`: the public site, or the console (which needs a session).
 */
export interface Screen {
  path: string;
  kind: "page" | "copy" | "alias";
  /** The page a copy or an alias shows. */
  of?: string;
  status: 200 | 404;
  phone: boolean;
  area: "public" | "console";
}

const FIRST_PROJECT = "/projects/northwind-analytics";
const SECOND_PROJECT = "medora-health";
const FIRST_POST = `/blog/${allPosts[0]!.slug}`;
const SECOND_POST = allPosts[1]!.slug;

const page = (path: string, phone = true): Screen => ({
  path,
  kind: "page",
  status: 200,
  phone,
  area: "public",
});

/** The screens of spec §2 under `/`, each once. */
const pages: Screen[] = [
  page("/"),
  page("/home-two"),
  page("/about"),
  page("/services"),
  ...serviceIds.map((id) => page(`/service/${id}`)),
  page("/projects"),
  page("/project-details"),
  page(FIRST_PROJECT),
  page("/blog"),
  page("/blog-details"),
  page(FIRST_POST),
  page("/contact"),
  // Text pages: one column of prose at every width.
  page("/terms", false),
  page("/privacy", false),
];

/** The /home-two copy of each inner page; a project and a post stand for theirs. */
const copies: Screen[] = pages
  .filter((p) => p.path !== "/" && p.path !== "/home-two")
  .map((p) => {
    const path = `/home-two${p.path}`
      .replace(FIRST_PROJECT, `/projects/${SECOND_PROJECT}`)
      .replace(FIRST_POST, `/blog/${SECOND_POST}`);
    return { ...p, path, kind: "copy", of: p.path };
  });

const aliases: Screen[] = ["", "/home-two"].flatMap((prefix) =>
  Object.entries(serviceIdBySlug).map(([slug, id]) => ({
    ...page(`${prefix}/services/${slug}`),
    kind: "alias" as const,
    of: `${prefix}/service/${id}`,
  })),
);

/** The 404 screen, and a service id without a service ('Service Not Found'). */
const notFound: Screen[] = ["/no-such-page", "/service/0"].map((path) => ({
  path,
  kind: "page",
  status: 404,
  phone: false,
  area: "public",
}));

const consoleScreen = (path: string): Screen => ({
  path: `/admin${path}`,
  kind: "page",
  status: 200,
  phone: false,
  area: "console",
});

/** The console's pages a signed-in owner can open without an id (app/routes.ts). */
const consoleScreens: Screen[] = [
  "",
  "/enquiries",
  "/enquiries/templates",
  "/comments",
  "/projects",
  "/projects/new",
  "/posts",
  "/posts/new",
  "/media",
  "/services",
  "/testimonials",
  "/team",
  "/partners",
  "/pricing",
  "/subscribers",
  "/analytics",
  "/audit",
  "/settings",
  "/users",
  "/integrations",
  "/languages",
  "/privacy",
  "/backups",
  "/pages",
  "/pages/terms",
  "/pages/privacy",
  "/pages/copy/home",
  "/pages/copy/home-two",
  "/pages/copy/about",
  "/pages/copy/services",
  "/pages/copy/service",
  "/pages/copy/projects",
  "/pages/copy/blog",
  "/pages/copy/contact",
  "/pages/copy/not-found",
  "/pages/copy/footer",
  "/pages/copy/interface",
  "/pages/copy/newsletter",
  "/redirects",
  "/pages/privacy/history",
  "/pages/copy/home/history",
  "/account",
].map(consoleScreen);

export const screens: readonly Screen[] = [
  ...pages,
  ...copies,
  ...aliases,
  ...notFound,
  ...consoleScreens,
];

/** Every public address that answers 200: what the HTML checks (SEO, validity, crawl) read. */
export const everyScreen: string[] = screens
  .filter((s) => s.area === "public" && s.status === 200)
  .map((s) => s.path);

/**
 * What a browser looks at (axe, first screens, overflow): each public page once, the 404
 * screens, and one copy for all of them (the copies differ from their pages only in the
 * second footer, the same on each). Aliases are the very page they name.
 */
export const browserScreens: readonly Screen[] = screens.filter(
  (s) => s.area === "public" && (s.kind === "page" || (s.kind === "copy" && s.of === "/about")),
);

export const consolePages: readonly Screen[] = consoleScreens;
