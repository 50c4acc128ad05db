import { collectionCopy } from "~/admin/collections/collection-copy";
import type { ItemStatus } from "~/lib/admin/statuses";
import type { ItemKind } from "./editorial";

/** The console's words for projects and posts (labels fixed by architecture.md, "Publishing"). */
export const publishingCopy = {
  titles: { project: "Projects", post: "Posts" },
  descriptions: {
    project: "Case studies on /projects. Drafts and scheduled projects are visible only here.",
    post: "Articles on /blog, in the RSS feed and the sitemap once published.",
  },
  newItem: { project: "New project", post: "New post" },
  editTitle: { project: "Edit project", post: "Edit post" },
  searchLabel: "Search",
  searchPlaceholder: "Title or slug…",
  statusLabel: "Status",
  anyStatus: "All",
  filter: "Filter",
  statuses: {
    draft: "Draft",
    published: "Published",
    scheduled: "Scheduled",
    trash: "Trash",
  } satisfies Record<ItemStatus, string>,
  columns: { title: "Title", status: "Status", updated: "Last change", published: "Published" },
  empty: { project: "No projects match.", post: "No posts match." },
  back: { project: "All projects", post: "All posts" },
  fields: {
    title: "Title",
    slug: "Slug",
    slugHint: "The address: lowercase words joined by hyphens. Filled from the title.",
    summary: "Summary",
    summaryHint: "One or two sentences for cards, search results and social previews.",
    body: "Body",
    bodyHint:
      "Markdown: ## headings, **bold**, [links](https://…), lists, > quotes and ```code```.",
    coverImage: "Cover image",
    coverImageHint:
      "A path on this site, starting with /; or choose an image from the library, or upload a file.",
    coverUpload: "Upload a new cover image",
    coverUploadHint:
      "JPEG, PNG, WebP or AVIF, up to 15 MB. Saved with the item into the media library, it replaces the cover image's path.",
    coverAlt: "Alt text",
    coverAltHint:
      "What the image shows, for people who cannot see it. Empty: the image's alt text from the media library.",
    seoTitle: "SEO title",
    seoDescription: "SEO description",
    seoHint: "Optional: the title and summary are used when these are empty.",
    publishedAt: "Publish at",
    publishedAtHint: "Optional. A date in the future schedules it; empty means now.",
    client: "Client",
    category: "Category",
    year: "Year",
    services: "Services",
    servicesHint: "Comma-separated.",
    featured: "Featured on /project-details",
    gallery: "Gallery",
    galleryHint:
      "One picture a line, with what it shows: ![The dashboard on a phone](/media/…). The first is the wide picture at the top of the page; the cover closes the gallery.",
    galleryLibrary: "Add a picture to the gallery",
    galleryLibraryHint:
      "Added as the gallery's last line, with its alt text, when the form is sent; move the line to put it in its place.",
    author: "Author",
    tags: "Tags",
    tagsHint: "Comma-separated.",
    details: "Details",
    seo: "Search and sharing",
  },
  actions: {
    saveDraft: "Save draft",
    publish: "Publish",
    unpublish: "Unpublish",
    preview: "Preview",
    previewHint: "Opens the real page of the last saved version; only signed-in users see drafts.",
  },
  saved: {
    save: "Saved as a draft.",
    publish: "Published. It is live now.",
    scheduled: "Scheduled. It goes live at its publish date.",
    unpublish: "Unpublished. Visitors no longer see it.",
    translated: "Saved. This language's version is up to date.",
    removed: "Translation removed. Its address in this language answers 404.",
  },
  translation: {
    status: "In this language",
    whole: "Translated",
    none: "Not translated yet",
    hint: "Title, slug, summary and body are the translation's own; it is live wherever the item is published.",
    view: "View the page",
    remove: "Remove translation",
    confirmRemove: {
      heading: "Remove this translation?",
      text: (language: string, path: string) =>
        `The ${language} version's words are deleted, and ${path} answers 404. The ${language} pages no longer list it.`,
      button: "Remove translation",
      cancel: "Keep it",
    },
  },
  errors: {
    summary: "Some fields need attention.",
    conflict: (kind: ItemKind) =>
      `Someone else saved this ${kind} after you opened it. Nothing was overwritten: your text is still in the form. Open the ${kind} again in a new tab, copy your changes across, and save there.`,
    missing: "This item no longer exists.",
    titleRequired: "Enter a title.",
    tooLong: (max: number) => `Keep it under ${max} characters.`,
    slugRequired: "Enter a slug, or a title to fill it from.",
    slugFormat: "Use lowercase letters, digits and single hyphens, e.g. my-new-post.",
    slugTaken: (kind: ItemKind) => `Another ${kind} already uses this slug.`,
    slugTakenIn: (kind: ItemKind, language: string) =>
      `Another ${kind} in ${language} already uses this slug.`,
    slugInTrash: (kind: ItemKind) =>
      `A ${kind} in the trash uses this slug: restore it, or choose another slug.`,
    slugRedirected: collectionCopy.errors.slugRedirected,
    summaryRequired: "Enter a summary.",
    bodyRequired: "Write the body before publishing.",
    bodyWritten: "Write the body.",
    coverRequired: "Choose a cover image before publishing.",
    coverDeleted: "That image is no longer in the media library. Choose another, or upload one.",
    coverFormat: "Use a path on this site starting with /, e.g. /images/cover.png.",
    upload: collectionCopy.errors.upload,
    altRequired: "Describe the cover image.",
    yearFormat: "Enter a year such as 2025.",
  },
  unsaved: "You have unsaved changes. Leave this page and lose them?",
} as const;
