// The chrome's own words and numbers: every page's code carries this module,
// so copy for parts that load on their own (the menus' panels and buttons,
// the slider) lives with them (menu-labels.ts, navigation.ts, slider.ts).

// Thresholds and timings of the site chrome (spec §9), imported as a namespace
// (`import * as chrome`): separate constants, so the bundler inlines each
// where it is used rather than shipping an object of long keys to every page.
export const stickyHeaderAfterPx = 120;
/** The header's element, whose `data-sticky` lib/use-sticky-header.ts sets. */
export const headerId = "site-header";
export const scrollToTopAfterPx = 300;
export const scrollToTopOnNavigationDelayMs = 100;
/** Paths whose body gets the section background (spec §2 "Global behaviour"). */
export const sectionBackgroundPaths: readonly string[] = ["/", "/home-two"];
export const sectionBackgroundClass = "section-bg";
export const revealThreshold = 0.7;
/** Where the header shows the wide screens' menu instead of the menu button: Tailwind's `xl`. */
export const wideMenuMedia = "(min-width: 1280px)";

/** The first link of every page, for keyboards and screen readers. */
export const skipLinkLabel = "Skip to content";
