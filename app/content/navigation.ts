/**
 * The site's menus (spec §2 "Navigation"). The Services entry's groups and
 * entries are the visible services, from the database (the root loader's
 * `menus`; each service's menu fields, app/content/service-menus.ts for
 * today's): a hidden service is not listed, a renamed one shows its new name.
 */

export interface MenuLink {
  id: string;
  title: string;
  link: string;
  /** The title's language where it is not the page's (app/lib/fallback-language.ts). */
  lang?: string;
}

export interface MenuItem extends MenuLink {
  /** A plain dropdown (second level). */
  submenu?: MenuLink[];
  /** The Services mega menu: the services' groups (second and third level on phones). */
  mega?: true;
}

export const mainMenu: MenuItem[] = [
  {
    id: "home",
    title: "Home",
    link: "/",
    submenu: [
      { id: "home-one", title: "Home One", link: "/" },
      { id: "home-two", title: "Home Two", link: "/home-two" },
    ],
  },
  { id: "about", title: "About Us", link: "/about" },
  { id: "services", title: "Services", link: "/services", mega: true },
  {
    id: "projects",
    title: "Projects",
    link: "/projects",
    submenu: [
      { id: "projects-all", title: "All Projects", link: "/projects" },
      { id: "project-details", title: "Project Details", link: "/project-details" },
    ],
  },
  {
    id: "blog",
    title: "Blog",
    link: "/blog",
    submenu: [
      { id: "blog-all", title: "Blog", link: "/blog" },
      { id: "blog-details", title: "Blog Details", link: "/blog-details" },
    ],
  },
  { id: "contact", title: "Contact", link: "/contact" },
];

/** The promotion beside the Services panel's groups (mega menu). */
export const megaMenuPromo = {
  label: "Not sure where to start?",
  title: "Tell us your idea and get a free plan for it within two working days.",
} as const;
