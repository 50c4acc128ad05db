import type { ServiceMenu, ServiceMenuGroupId } from "../lib/site-content";

/**
 * The Services menu's columns (spec §2 "Navigation"), in their order. A
 * service names one of them (its 'Menu group' in the console); a new service
 * goes to the first unless its editor chooses another.
 */
export const serviceMenuGroups: readonly { id: ServiceMenuGroupId; title: string }[] = [
  { id: "development", title: "Development" },
  { id: "design-branding", title: "Design & Branding" },
  { id: "digital-marketing", title: "Digital Marketing" },
];

/** A new service's place in the menus: the first column, the footer, its own order. */
export const newServiceMenu: ServiceMenu = {
  title: "",
  group: "development",
  description: "",
  order: null,
  more: [],
  inFooter: true,
};

/**
 * Where the menus and the footer listed the ten services before they were
 * the agency's to edit: the first value of their menu fields
 * (migration 012), so a fresh database's menus are these. The specification
 * pairs the menu's entries with service ids (spec §2): Website Design and
 * Mobile App Design are services 1 and 2 again, SEO and SMO both service 5,
 * Content Marketing and Conversion Optimization service 9 again. UI/UX
 * Design heads its column, before the names of services 1 and 2 (order 5);
 * the footer lists services 1, 2, 4, 5 and 10, service 5 as 'Digital
 * Marketing' (its title), which the menu lists only as SEO and SMO.
 */
export const serviceMenusSeed: Readonly<Record<number, ServiceMenu>> = {
  1: {
    ...newServiceMenu,
    description: "Fast, bespoke web builds",
    more: [
      {
        group: "design-branding",
        title: "Website Design",
        description: "Sites that tell your story",
      },
    ],
  },
  2: {
    ...newServiceMenu,
    description: "iOS and Android apps",
    more: [
      {
        group: "design-branding",
        title: "Mobile App Design",
        description: "Thumb-friendly app design",
      },
    ],
  },
  3: {
    ...newServiceMenu,
    title: "Cross Platform Development",
    description: "One codebase, every device",
    inFooter: false,
  },
  4: {
    ...newServiceMenu,
    title: "UI/UX Design",
    group: "design-branding",
    description: "Research-led interfaces",
    order: 5,
  },
  5: {
    ...newServiceMenu,
    group: null,
    more: [
      { group: "digital-marketing", title: "SEO", description: "Be found on search" },
      { group: "digital-marketing", title: "SMO", description: "Grow on social media" },
    ],
  },
  6: { ...newServiceMenu, description: "Stores that convert", inFooter: false },
  7: {
    ...newServiceMenu,
    title: "Business Portfolio",
    group: "design-branding",
    description: "Show your best work",
    inFooter: false,
  },
  8: {
    ...newServiceMenu,
    title: "MVP for Startups",
    group: "design-branding",
    description: "Launch and learn fast",
    inFooter: false,
  },
  9: {
    ...newServiceMenu,
    title: "Branding & Identity",
    group: "design-branding",
    description: "Logos, type and colour systems",
    inFooter: false,
    more: [
      {
        group: "digital-marketing",
        title: "Content Marketing",
        description: "Stories that earn trust",
      },
      {
        group: "digital-marketing",
        title: "Conversion Optimization",
        description: "Turn visits into enquiries",
      },
    ],
  },
  10: { ...newServiceMenu, description: "Practical AI features" },
};
