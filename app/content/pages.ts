import type { Crumb } from "./site.ts";

/**
 * Title, description and breadcrumb of each inner page: the seed of its
 * document (`page:<name>`, server/content/site-content-seed.ts), which the
 * page reads.
 */
export interface PageCopy {
  title: string;
  heading: string;
  description: string;
  breadcrumb: Crumb[];
}

const home: Crumb = { label: "Home", link: "/" };

export const pages = {
  about: {
    title: "About Us",
    heading: "About Us",
    description:
      "Genesis builds scalable tech for startups and businesses: who we are and how we work.",
    breadcrumb: [home, { label: "About Us", link: "" }],
  },
  services: {
    title: "Services",
    heading: "Services",
    description:
      "Websites, mobile apps, design, marketing and AI integration: everything Genesis delivers.",
    breadcrumb: [home, { label: "Services", link: "" }],
  },
  projects: {
    title: "Projects",
    heading: "Projects",
    description: "Selected work by Genesis: platforms, apps and brands we have designed and built.",
    breadcrumb: [home, { label: "Projects", link: "" }],
  },
  blog: {
    title: "Blog",
    heading: "Blog",
    description: "Notes from the Genesis team on software, design, marketing and AI.",
    breadcrumb: [home, { label: "Blog", link: "" }],
  },
  contact: {
    title: "Contact Us",
    heading: "Contact Us",
    description: "Tell Genesis about your project: phone, e-mail, address and an enquiry form.",
    breadcrumb: [home, { label: "Contact Us", link: "" }],
  },
} satisfies Record<string, PageCopy>;

/** The latest post's and project's screens (/blog-details, /project-details). */
export const detailsHeadings = { blog: "Blog Details", projects: "Projects Details" } as const;

export const projectsEmpty = "No Project Found";
