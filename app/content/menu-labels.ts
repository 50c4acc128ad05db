// The words of the header's parts (the menus, their buttons, the call to action,
// 'Scroll to top') in English: the seed of the interface's words
// (./interface-words.ts); the pages read those, in their language. The call to
// action leads to the contact page.

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
  /** The language switch's name (the links are each language's own name). */
  language: "Language",
} as const;
