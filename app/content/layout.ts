// The chrome's own words and numbers: every page's code carries this module,
// so copy for parts that load on their own (the menus' panels and buttons,
// the slider) lives with them (menu-labels.ts, navigation.ts, slider.ts).

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

/** The first link of every page, for keyboards and screen readers. */
export const skipLinkLabel = "Skip to content";
