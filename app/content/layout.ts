// The chrome's own words and numbers: every page's code carries this module,
// so copy for parts that load on their own (the menus' panels, the slider)
// lives with them (navigation.ts, slider.ts).

/** Thresholds and timings of the site chrome (spec §9). */
export const chrome = {
  stickyHeaderAfterPx: 120,
  /** The header's element, whose `data-sticky` lib/use-sticky-header.ts sets. */
  headerId: "site-header",
  scrollToTopAfterPx: 300,
  scrollToTopOnNavigationDelayMs: 100,
  /** Paths whose body gets the section background (spec §2 "Global behaviour"). */
  sectionBackgroundPaths: ["/", "/home-two"],
  sectionBackgroundClass: "section-bg",
  revealThreshold: 0.7,
  /** Where the header shows the wide screens' menu instead of the menu button: Tailwind's `xl`. */
  wideMenuMedia: "(min-width: 1280px)",
} as const;

/** The header's call to action, also at the foot of the mobile menu and the mega menu. */
export const headerCta = { title: "Start a project", link: "/contact" } as const;

/** The first link of every page, for keyboards and screen readers. */
export const skipLinkLabel = "Skip to content";

/** What the menus' controls say (to screen readers, mostly). */
export const menuLabels = {
  main: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  submenu: (title: string) => `${title} submenu`,
  allOf: (title: string) => `All ${title.toLowerCase()}`,
  scrollToTop: "Scroll to top",
} as const;
