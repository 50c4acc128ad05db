import type { LegalPageKey } from "~/lib/site-content";

/** The console's words for the site's pages (/admin/pages; the legal pages are owners' alone). */
export const pagesCopy = {
  title: "Pages",
  description: "The site's pages you edit here. A change is live as soon as it is saved.",
  columns: { page: "Page", updated: "Last updated", address: "Address" },
  /** A page not saved here yet: it still says what it said at launch. */
  never: "Not edited yet",
  legalTitles: { terms: "Terms of Use", privacy: "Privacy Policy" } satisfies Record<
    LegalPageKey,
    string
  >,
  editTitle: (title: string) => `Edit ${title}`,
  back: "All pages",
  viewPage: "View the page",
  updatedOn: "Last updated",
  fields: {
    title: "Title",
    titleHint: "The page's heading, and its name in search results.",
    description: "Meta description",
    descriptionHint: "One or two sentences for search results and shared links (160 characters).",
    body: "Body",
    bodyHint:
      "Markdown: ## headings (they make the contents list), **bold**, [links](https://…), lists. HTML is not kept.",
  },
  save: "Save",
  saveHint: "Saving sets 'Last updated' on the public page to today.",
  saved: "Saved. The public page shows it now, with today as 'Last updated'.",
  unsaved: "You have unsaved changes. Leave this page?",
  errors: {
    summary: "Some fields need attention.",
    conflict:
      "Someone else saved this page after you opened it. Nothing was overwritten: your text is still in the form. Open the page again in a new tab, copy your changes across, and save there.",
    missing: "There is no such page.",
    titleRequired: "Enter a title.",
    bodyRequired: "Write the page's text.",
    tooLong: (max: number) => `Keep it under ${max.toLocaleString("en-US")} characters.`,
  },
} as const;
