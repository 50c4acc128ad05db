/**
 * The map's own words on the contact page (its links and frame): the layout's,
 * not edited in the console. Its heading is the contact page's copy
 * (`page:contact`).
 */
export const contactMapCopy = {
  frameTitle: (siteName: string, address: string) => `Map of the ${siteName} office at ${address}`,
  embedUrl: (address: string) =>
    `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
  googleLink: (address: string) =>
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  osmLink: (address: string) =>
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  googleLabel: "Open the address in Google Maps",
  osmLabel: "OpenStreetMap",
  loading: "The map loads when you scroll to it.",
  officeLabel: (siteName: string) => `${siteName} office`,
  newTab: "(opens in a new tab)",
} as const;
