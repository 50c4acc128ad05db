/**
 * The map's addresses on the contact page (its frame and links): the
 * layout's. Its heading is the contact page's copy (`page:contact`), its
 * other words the interface's (`mapOffice`, `mapFrame`, `mapOpenGoogle`,
 * `newTab`).
 */
export const contactMapCopy = {
  embedUrl: (address: string) =>
    `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
  googleLink: (address: string) =>
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  osmLink: (address: string) =>
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  /** A name, the same in every language. */
  osmLabel: "OpenStreetMap",
} as const;
