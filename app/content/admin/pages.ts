/** The console's words for the list of the site's pages (/admin/pages; the legal pages are owners' alone). */
export const pagesCopy = {
  title: "Pages",
  description: "The site's pages you edit here. A change is live as soon as it is saved.",
  columns: { page: "Page", updated: "Last updated", address: "Address" },
  /** A page not saved here yet: it still says what it said at launch. */
  never: "Not edited yet",
  back: "All pages",
} as const;
