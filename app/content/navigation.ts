/**
 * The site's menus (spec §2 "Navigation"). The Services mega menu lists the
 * service ids exactly as the specification pairs them; each entry also has the
 * slug under which /services/{slug} shows that service
 * (docs/decisions/005-links-without-routes.md).
 */
import { serviceIdBySlug, type ServiceSlug } from "./service-ids";

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

const megaMenuCopy: { id: string; title: string; entries: Omit<MegaMenuEntry, "serviceId">[] }[] = [
  {
    id: "development",
    title: "Development",
    entries: [
      {
        title: "Custom Website",
        slug: "custom-website",
        description: "Fast, bespoke web builds",
      },
      {
        title: "Mobile App",
        slug: "mobile-app",
        description: "iOS and Android apps",
      },
      {
        title: "Cross Platform Development",
        slug: "cross-platform-development",
        description: "One codebase, every device",
      },
      { title: "E-Commerce", slug: "e-commerce", description: "Stores that convert" },
      {
        title: "AI Integration",
        slug: "ai-integration",
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
        description: "Research-led interfaces",
      },
      {
        title: "Website Design",
        slug: "website-design",
        description: "Sites that tell your story",
      },
      {
        title: "Mobile App Design",
        slug: "mobile-app-design",
        description: "Thumb-friendly app design",
      },
      {
        title: "Business Portfolio",
        slug: "business-portfolio",
        description: "Show your best work",
      },
      {
        title: "MVP for Startups",
        slug: "mvp-design-for-startups",
        description: "Launch and learn fast",
      },
      {
        title: "Branding & Identity",
        slug: "visual-branding-identity",
        description: "Logos, type and colour systems",
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    entries: [
      { title: "SEO", slug: "seo", description: "Be found on search" },
      { title: "SMO", slug: "smo", description: "Grow on social media" },
      {
        title: "Content Marketing",
        slug: "content-marketing",
        description: "Stories that earn trust",
      },
      {
        title: "Conversion Optimization",
        slug: "conversion-optimization",
        description: "Turn visits into enquiries",
      },
    ],
  },
];

export const megaMenuGroups: MegaMenuGroup[] = megaMenuCopy.map((group) => ({
  ...group,
  entries: group.entries.map((entry) => ({ ...entry, serviceId: serviceIdBySlug[entry.slug] })),
}));

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

/** The promotion beside the Services panel's groups (mega menu). */
export const megaMenuPromo = {
  label: "Not sure where to start?",
  title: "Tell us your idea and get a free plan for it within two working days.",
} as const;
