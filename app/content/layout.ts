/** Thresholds and timings of the site chrome (spec §9). */
export const chrome = {
  stickyHeaderAfterPx: 120,
  scrollToTopAfterPx: 300,
  scrollToTopOnNavigationDelayMs: 100,
  /** Paths whose body gets the section background (spec §2 "Global behaviour"). */
  sectionBackgroundPaths: ["/", "/home-two"],
  sectionBackgroundClass: "section-bg",
  revealThreshold: 0.7,
  /** Where the header shows the wide screens' menu instead of the menu button: Tailwind's `xl`. */
  wideMenuMedia: "(min-width: 1280px)",
} as const;

export const megaMenuPromo = {
  label: "Not sure where to start?",
  title: "Tell us your idea and get a free plan for it within two working days.",
} as const;

/** What the slider's controls say to screen readers. */
export const sliderLabels = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause automatic sliding",
  play: "Start automatic sliding",
} as const;

/** The header's call to action, also at the foot of the mobile menu and the mega menu. */
export const headerCta = { title: "Start a project", link: "/contact" } as const;

/** What the menus' controls say (to screen readers, mostly). */
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
