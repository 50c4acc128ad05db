/**
 * The site's menus (spec §2 "Navigation"). The Services mega menu lists the
 * service ids exactly as the specification pairs them; each entry also has the
 * slug under which /services/{slug} shows that service
 * (docs/decisions/005-links-without-routes.md).
 */
export interface MenuLink {
  id: string;
  title: string;
  link: string;
}

export interface MegaMenuEntry {
  title: string;
  slug: ServiceSlug;
  serviceId: number;
  description: string;
}

export interface MegaMenuGroup {
  id: string;
  title: string;
  entries: MegaMenuEntry[];
}

export interface MenuItem extends MenuLink {
  /** A plain dropdown (second level). */
  submenu?: MenuLink[];
  /** The Services mega menu: groups of entries (second and third level on phones). */
  mega?: MegaMenuGroup[];
}

export const serviceSlugs = [
  "custom-website",
  "website-design",
  "mobile-app",
  "mobile-app-design",
  "cross-platform-development",
  "ui-ux-design",
  "seo",
  "smo",
  "e-commerce",
  "business-portfolio",
  "mvp-design-for-startups",
  "visual-branding-identity",
  "content-marketing",
  "conversion-optimization",
  "ai-integration",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const megaMenuGroups: MegaMenuGroup[] = [
  {
    id: "development",
    title: "Development",
    entries: [
      {
        title: "Custom Website",
        slug: "custom-website",
        serviceId: 1,
        description: "Fast, bespoke web builds",
      },
      {
        title: "Mobile App",
        slug: "mobile-app",
        serviceId: 2,
        description: "iOS and Android apps",
      },
      {
        title: "Cross Platform Development",
        slug: "cross-platform-development",
        serviceId: 3,
        description: "One codebase, every device",
      },
      { title: "E-Commerce", slug: "e-commerce", serviceId: 6, description: "Stores that convert" },
      {
        title: "AI Integration",
        slug: "ai-integration",
        serviceId: 10,
        description: "Practical AI features",
      },
    ],
  },
  {
    id: "design-branding",
    title: "Design & Branding",
    entries: [
      {
        title: "UI/UX Design",
        slug: "ui-ux-design",
        serviceId: 4,
        description: "Research-led interfaces",
      },
      {
        title: "Website Design",
        slug: "website-design",
        serviceId: 1,
        description: "Sites that tell your story",
      },
      {
        title: "Mobile App Design",
        slug: "mobile-app-design",
        serviceId: 2,
        description: "Thumb-friendly app design",
      },
      {
        title: "Business Portfolio",
        slug: "business-portfolio",
        serviceId: 7,
        description: "Show your best work",
      },
      {
        title: "MVP for Startups",
        slug: "mvp-design-for-startups",
        serviceId: 8,
        description: "Launch and learn fast",
      },
      {
        title: "Branding & Identity",
        slug: "visual-branding-identity",
        serviceId: 9,
        description: "Logos, type and colour systems",
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    entries: [
      { title: "SEO", slug: "seo", serviceId: 5, description: "Be found on search" },
      { title: "SMO", slug: "smo", serviceId: 5, description: "Grow on social media" },
      {
        title: "Content Marketing",
        slug: "content-marketing",
        serviceId: 9,
        description: "Stories that earn trust",
      },
      {
        title: "Conversion Optimization",
        slug: "conversion-optimization",
        serviceId: 9,
        description: "Turn visits into enquiries",
      },
    ],
  },
];

/** /services/{slug} → the built-in service it belongs to. */
export const serviceIdBySlug: Record<ServiceSlug, number> = Object.fromEntries(
  megaMenuGroups.flatMap((g) => g.entries.map((e) => [e.slug, e.serviceId])),
) as Record<ServiceSlug, number>;

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
  { id: "services", title: "Services", link: "/services", mega: megaMenuGroups },
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

export const headerCta = { title: "Start a project", link: "/contact" } as const;

export const menuLabels = {
  main: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  submenu: (title: string) => `${title} submenu`,
  allOf: (title: string) => `All ${title.toLowerCase()}`,
  scrollToTop: "Scroll to top",
  skipToContent: "Skip to content",
} as const;
