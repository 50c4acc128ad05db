import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { PAGE_COPY_NAMES } from "./lib/page-copy";

// The console's pages of every kind declared as a collection (app/admin/content-model.ts):
// its address under /admin/, and the route ids of its list and its editor.
export const COLLECTION_PAGES = [
  ["services", "services", "service"],
  ["testimonials", "testimonials", "testimonial"],
  ["team", "team", "member"],
  ["partners", "partners", "partner"],
  ["pricing", "pricing", "plan"],
] as const;

// The console's editors of everything the site has one of (app/admin/content-model.ts):
// its address under /admin/ and its route id.
export const SINGLE_PAGES = [
  ["settings", "settings"],
  ["pages/terms", "legal-terms"],
  ["pages/privacy", "legal-privacy"],
  ...PAGE_COPY_NAMES.map((name) => [`pages/copy/${name}`, `page-copy-${name}`] as const),
] as const;

// The inner screens of spec §2. They exist twice, under / and under /home-two,
// so each copy needs its own route id.
const innerScreens = (idPrefix: string) => [
  route("about", "routes/about.tsx", { id: `${idPrefix}about` }),
  route("services", "routes/services.tsx", { id: `${idPrefix}services` }),
  route("service/:serviceId", "routes/service-details.tsx", { id: `${idPrefix}service-details` }),
  route("services/:slug", "routes/service-by-slug.tsx", { id: `${idPrefix}service-by-slug` }),
  route("service-details", "routes/redirect-service-details.tsx", {
    id: `${idPrefix}redirect-service-details`,
  }),
  route("projects", "routes/projects.tsx", { id: `${idPrefix}projects` }),
  route("projects/:slug", "routes/project.tsx", { id: `${idPrefix}project` }),
  route("project-details", "routes/project-details.tsx", { id: `${idPrefix}project-details` }),
  route("blog", "routes/blog.tsx", { id: `${idPrefix}blog` }),
  route("blog/:slug", "routes/post.tsx", { id: `${idPrefix}post` }),
  route("blog-details", "routes/blog-details.tsx", { id: `${idPrefix}blog-details` }),
  route("contact", "routes/contact.tsx", { id: `${idPrefix}contact` }),
  route("terms", "routes/legal-page.tsx", { id: `${idPrefix}terms` }),
  route("privacy", "routes/legal-page.tsx", { id: `${idPrefix}privacy` }),
  route("home", "routes/redirect-home.tsx", { id: `${idPrefix}redirect-home` }),
];

export default [
  index("routes/home.tsx"),
  ...innerScreens(""),
  ...prefix("home-two", [index("routes/home-two.tsx"), ...innerScreens("home-two-")]),
  // The newsletter's one-person links: rendered per request, never pre-rendered.
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // The operator console: rendered per request, never pre-rendered.
  ...prefix("admin", [
    route("login", "admin/account/login-route.tsx"),
    route("login/code", "admin/account/login-code-route.tsx"),
    route("forgot-password", "admin/account/forgot-password-route.tsx"),
    route("invitation", "admin/account/password-link-route.tsx", { id: "admin-invitation" }),
    route("reset-password", "admin/account/password-link-route.tsx", {
      id: "admin-reset-password",
    }),
    route("logout", "admin/account/logout-route.tsx"),
    route("setup", "admin/account/setup-route.tsx"),
    route("enquiries/export", "admin/enquiries/enquiries-export-route.tsx"),
    route("subscribers/export", "admin/subscribers/subscribers-export-route.tsx"),
    route("analytics/export", "admin/analytics/analytics-export-route.tsx"),
    route("privacy/export", "admin/privacy/privacy-export-route.tsx"),
    route("backups/download", "admin/backups/backup-download-route.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("enquiries", "admin/enquiries/enquiries-route.tsx"),
      route("enquiries/templates", "admin/enquiries/reply-templates-route.tsx"),
      route("enquiries/:id", "admin/enquiries/enquiry-route.tsx"),
      route("comments", "admin/comments/comments-route.tsx"),
      // Projects and posts: one list module and one editor module, the kind read from the address.
      route("projects", "admin/publishing/items-route.tsx", { id: "admin-projects" }),
      route("projects/:id", "admin/publishing/item-route.tsx", { id: "admin-project" }),
      route("projects/:id/preview-links", "admin/publishing/preview-links-route.tsx", {
        id: "admin-project-preview-links",
      }),
      route("posts", "admin/publishing/items-route.tsx", { id: "admin-posts" }),
      route("posts/:id", "admin/publishing/item-route.tsx", { id: "admin-post" }),
      route("posts/:id/preview-links", "admin/publishing/preview-links-route.tsx", {
        id: "admin-post-preview-links",
      }),
      // Every kind declared as a collection (app/admin/content-model.ts): one list module and one
      // editor module, the kind read from the address.
      ...COLLECTION_PAGES.flatMap(([base, list, item]) => [
        route(base, "admin/collections/list-route.tsx", { id: `admin-${list}` }),
        route(`${base}/:id`, "admin/collections/edit-route.tsx", { id: `admin-${item}` }),
      ]),
      route("redirects", "admin/redirects/redirects-route.tsx"),
      route("media", "admin/media/media-route.tsx"),
      route("media/:id", "admin/media/media-image-route.tsx"),
      route("subscribers", "admin/subscribers/subscribers-route.tsx"),
      route("audit", "admin/audit/audit-route.tsx"),
      // Everything the site has one of (app/admin/content-model.ts): one editor module.
      ...SINGLE_PAGES.map(([base, id]) =>
        route(base, "admin/collections/single-route.tsx", { id: `admin-${id}` }),
      ),
      route("users", "admin/users/users-route.tsx"),
      route("integrations", "admin/integrations/integrations-route.tsx"),
      route("languages", "admin/languages/languages-route.tsx"),
      route("privacy", "admin/privacy/privacy-route.tsx"),
      route("backups", "admin/backups/backups-route.tsx"),
      route("analytics", "admin/analytics/analytics-route.tsx"),
      route("pages", "admin/pages/pages-route.tsx"),
      route("account", "admin/account/account-route.tsx"),
      // Each editor's history and a revision's Compare page: one module each.
      ...["projects", "posts", "services", "pages/copy", "pages"].flatMap((base) => [
        route(`${base}/:item/history`, "admin/revisions/history-route.tsx", {
          id: `admin-history-${base.replace("/", "-")}`,
        }),
        route(`${base}/:item/history/:revision`, "admin/revisions/compare-route.tsx", {
          id: `admin-revision-${base.replace("/", "-")}`,
        }),
      ]),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
