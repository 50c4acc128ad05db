import { publishingCopy } from "./publishing.ts";

/** The settings page's words (/admin/settings, owners only; labels in docs/console.md). */
export const settingsCopy = {
  title: "Settings",
  description:
    "The site's name, contact details, address, opening hours and social links: every public page shows them.",
  groups: {
    contact: "Contact",
    address: "Address",
    socials: "Social links",
    sharing: "Search and sharing",
  },
  groupHints: {
    contact: "Shown in the header, the footer and on the contact page.",
    address: "The footer, the contact page and the search engines' card of the agency.",
    socials:
      "Up to six. Choose the network and paste the page's address; clear an address to remove its link.",
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
    network: "Network",
    address: "Address",
    networkOf: (row: number) => `Network of link ${row}`,
    addressOf: (row: number) => `Address of link ${row}`,
    chooseNetwork: "Choose…",
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
  save: "Save",
  saving: "Saving…",
  saved: "Settings saved. Every page shows them now.",
  errors: {
    summary: "Some fields need attention.",
    conflict:
      "Someone else saved the settings after you opened them. Nothing was overwritten: your changes are still in the form. Open the settings again in a new tab, copy your changes across, and save there.",
    required: {
      siteName: "Enter the site's name.",
      phone: "Enter a phone number.",
      email: "Enter an e-mail address.",
      street: "Enter the street.",
      city: "Enter the city.",
      country: "Enter the country.",
    },
    tooLong: (max: number) => `Keep it under ${max} characters.`,
    badPhone: "Enter a phone number: digits, spaces, +, ( ), - and dots, e.g. +1 (307) 555-0192.",
    badEmail: "Enter an e-mail address such as hello@example.com.",
    tooManyHours: (max: number) => `Keep it to ${max} lines.`,
    badSocialUrl: "Enter a web address starting with https:// (or http://).",
    noNetwork: "Choose the network of this link.",
    badNetwork: "Choose one of the networks listed.",
    badShareImage:
      "Use a path on this site starting with /, e.g. /images/og/home.png, or an https:// address.",
    // The same words as every other upload's (one message, one place).
    upload: publishingCopy.errors.upload,
  },
} as const;
