import type { LegalPage, LegalPageKey } from "../../lib/site-content.ts";
import { pagesCopy } from "../../content/admin/pages.ts";
import type { Single } from "../collections/single.ts";

/** What the legal pages' editors say (/admin/pages/terms, /admin/pages/privacy; docs/console.md). */
export const legalWords = {
  editTitle: (title: string) => `Edit ${title}`,
  viewPage: "View the page",
  updatedOn: "Last updated",
  saveHint: "Saving sets 'Last updated' on the public page to today.",
  saved: "Saved. The public page shows it now, with today as 'Last updated'.",
  conflict:
    "Someone else saved this page after you opened it. Nothing was overwritten: your text is still in the form. Open the page again in a new tab, copy your changes across, and save there.",
  fields: {
    title: "Title",
    titleHint: "The page's heading, and its name in search results.",
    titleRequired: "Enter a title.",
    description: "Meta description",
    descriptionHint: "One or two sentences for search results and shared links (160 characters).",
    body: "Body",
    bodyHint:
      "Markdown: ## headings (they make the contents list), **bold**, [links](https://…), lists. HTML is not kept.",
    bodyRequired: "Write the page's text.",
  },
} as const;

const f = legalWords.fields;

/** The day a save is made, in UTC: the page's 'Last updated'. */
export const savedOn = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A legal page (owners alone): its title, description and Markdown body,
 * dated by its last save, with its history. Each is one document
 * (`legal:<key>`), shown at `/<key>` under / and /home-two.
 */
const legalPage = (key: LegalPageKey): Single<LegalPage> => ({
  kind: "legal",
  path: `/admin/pages/${key}`,
  document: `legal:${key}`,
  access: "owner",
  audit: "legal-page-saved",
  tags: [`legal:${key}`],
  idPrefix: "page",
  words: {
    title: legalWords.editTitle(key),
    saved: legalWords.saved,
    conflict: legalWords.conflict,
  },
  heading: (fields) => legalWords.editTitle(fields.title ?? key),
  back: { href: "/admin/pages", label: pagesCopy.back },
  view: { href: `/${key}`, label: legalWords.viewPage },
  saveHint: legalWords.saveHint,
  updated: { label: legalWords.updatedOn, of: (page) => page.updatedOn },
  revisions: { kind: "legal", key },
  fields: [
    {
      name: "title",
      kind: "text",
      label: f.title,
      hint: f.titleHint,
      required: f.titleRequired,
      max: 120,
      translatable: true,
    },
    {
      name: "description",
      kind: "textarea",
      label: f.description,
      hint: f.descriptionHint,
      max: 160,
      lines: 3,
      translatable: true,
    },
    {
      name: "body",
      kind: "markdown",
      label: f.body,
      hint: f.bodyHint,
      required: f.bodyRequired,
      max: 50_000,
      translatable: true,
    },
  ],
  read: (page) => ({ title: page.title, description: page.description, body: page.body }),
  write: (values, now) => ({
    title: String(values.title),
    description: String(values.description),
    body: String(values.body),
    updatedOn: savedOn(now),
  }),
  // "Privacy Policy (/privacy): title, body": what changed.
  detail: (page, changed) => `${page.title} (/${key}): ${changed.map((c) => c.name).join(", ")}`,
});

/**
 * The legal pages, in the pages list's order (LEGAL_PAGES'). Named here, not
 * mapped from that list: the public shell's chunk holds it, and the console's
 * code using it would add it to every public page's JavaScript.
 */
export const LEGAL_SINGLES = [legalPage("terms"), legalPage("privacy")];
