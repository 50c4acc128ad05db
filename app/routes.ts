import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

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
  route("project-details", "routes/project-details.tsx", { id: `${idPrefix}project-details` }),
  route("blog", "routes/blog.tsx", { id: `${idPrefix}blog` }),
  route("blog-details", "routes/blog-details.tsx", { id: `${idPrefix}blog-details` }),
  route("contact", "routes/contact.tsx", { id: `${idPrefix}contact` }),
  route("terms", "routes/terms.tsx", { id: `${idPrefix}terms` }),
  route("privacy", "routes/privacy.tsx", { id: `${idPrefix}privacy` }),
  route("home", "routes/redirect-home.tsx", { id: `${idPrefix}redirect-home` }),
];

export default [
  index("routes/home.tsx"),
  ...innerScreens(""),
  ...prefix("home-two", [index("routes/home-two.tsx"), ...innerScreens("home-two-")]),
  // The operator console (issue 17): rendered per request, never pre-rendered.
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("enquiries/export", "routes/admin/enquiries-export.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiry.tsx"),
      route("comments", "routes/admin/comments.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
