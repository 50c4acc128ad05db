/** The settings page's words (/admin/settings, owners only; labels in docs/console.md). */
export const settingsWords = {
  title: "Settings",
  description:
    "The site's name, contact details, address, opening hours and social links: every public page shows them.",
  saved: "Settings saved. Every page shows them now.",
  conflict:
    "Someone else saved the settings after you opened them. Nothing was overwritten: your changes are still in the form. Open the settings again in a new tab, copy your changes across, and save there.",
  groups: {
    contact: "Contact",
    address: "Address",
    sharing: "Search and sharing",
  },
  groupHints: {
    contact: "Shown in the header, the footer and on the contact page.",
    address: "The footer, the contact page and the search engines' card of the agency.",
    sharing: "What search results and shared links show when a page has nothing of its own.",
  },
  fields: {
    siteName: "Site name",
    legalName: "Legal name",
    legalNameHint:
      "The name in the footer's copyright line and the one search engines are given. Empty: the site name.",
    phone: "Phone",
    email: "Email",
    street: "Street",
    city: "City",
    region: "Region",
    postcode: "Postcode",
    country: "Country",
    mapQuery: "Map query",
    mapQueryHint: "What the contact page's map looks up. Empty: the address.",
    openingHours: "Opening hours",
    openingHoursHint: "One line each, e.g. “Monday to Friday” then “9:00 to 18:00”.",
    openingHoursLine: "Line",
    socials: "Social links",
    socialsHint:
      "Up to six. Choose the network and paste the page's address; remove a link to take it off the site.",
    socialLink: "Link",
    network: "Network",
    address: "Address",
    cellOf: (column: string, row: number) => `${column} of link ${row}`,
    metaDescription: "Meta description",
    metaDescriptionHint: (max: number) =>
      `Up to ${max} characters, for pages without a description of their own.`,
    shareImage: "Sharing image",
    shareImageHint:
      "A path on this site such as /images/og/home.png, or upload a file. Empty: each page's own picture.",
    shareUpload: "Upload a sharing image",
    shareUploadHint:
      "JPEG, PNG, WebP or AVIF up to 15 MB, ideally 1200 × 630. Saved with the settings, it replaces the sharing image's path.",
  },
  errors: {
    required: {
      siteName: "Enter the site's name.",
      phone: "Enter a phone number.",
      email: "Enter an e-mail address.",
      street: "Enter the street.",
      city: "Enter the city.",
      country: "Enter the country.",
    },
    badSocialUrl: "Enter a web address starting with https:// (or http://).",
    noNetwork: "Choose the network of this link.",
    badNetwork: "Choose one of the networks listed.",
    badShareImage:
      "Use a path on this site starting with /, e.g. /images/og/home.png, or an https:// address.",
  },
} as const;
