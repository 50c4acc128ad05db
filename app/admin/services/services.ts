import { serviceMenuGroups } from "../../content/service-menus.ts";
import type { Collection, CollectionFields, Field } from "../collections/collection.ts";
import { collectionCopy } from "../collections/collection-copy.ts";

/** The icons a service may show (components/ui/icon-set.ts): a fixed list. */
export const SERVICE_ICONS = [
  "Code2",
  "Smartphone",
  "Layers",
  "PenTool",
  "Megaphone",
  "ShoppingCart",
  "Briefcase",
  "Rocket",
  "Palette",
  "BrainCircuit",
  "Sparkles",
] as const;

/** What a service's save may refuse beyond its rules (server/admin/services/service-store-hooks.ts). */
export const serviceWords = {
  slugTaken: "Another service has this slug. Choose another.",
  // The same words as a project's or post's slug (one message, one place).
  slugRedirected: collectionCopy.errors.slugRedirected,
} as const;

const GROUPS = serviceMenuGroups.map(({ id, title }) => ({ value: id, label: title }));

/** A list's rows of a title and a text ("Benefit 2": its title, its text). */
const points = (field: Omit<Field, "kind" | "columns" | "translatable">): Field => ({
  ...field,
  kind: "rows",
  maxItems: 20,
  max: 1_000,
  section: "page",
  translatable: true,
  rowInvalid: (row) => `Row ${row} needs a title and a text.`,
  columns: [
    { name: "title", kind: "text", label: "Title", required: "Enter a title.", translatable: true },
    {
      name: "text",
      kind: "textarea",
      label: "Text",
      required: "Enter a text.",
      translatable: true,
    },
  ],
});

/** A paragraph of the service's page. */
const paragraph = (name: string, label: string, max: number, hint?: string): Field => ({
  name,
  kind: "textarea",
  label,
  hint,
  max,
  lines: max > 1_000 ? 5 : 2,
  section: "page",
  translatable: true,
});

/**
 * The services (migrations 010, 012): the cards on /services and the home
 * pages, each service's own page (/service/{id}, /services/{slug}), the
 * header's Services menu and the footer's Services links.
 */
export const services: Collection = {
  kind: "service",
  path: "/admin/services",
  table: "services",
  access: "editor",
  audit: "service-saved",
  tags: ["services"],
  idPrefix: "service",
  revisions: true,
  words: {
    title: "Services",
    description:
      "The services on /services, their own pages (/service/{id}, /services/{slug}), the home pages' sliders, the header's Services menu and the footer's Services links.",
    newItem: "New service",
    editTitle: "Edit service",
    back: "All services",
    empty: "No services yet.",
    titleColumn: "Title",
    saved: "Saved. The site shows it now.",
    visibleHint: "A hidden service stays here; its pages answer 'Service Not Found'.",
    conflict:
      "Someone else saved this service after you opened it. Nothing was overwritten: your changes are still in the form. Open the service again in a new tab, copy your changes across, and save there.",
    missing: "This service no longer exists.",
  },
  fields: [
    {
      name: "title",
      kind: "text",
      label: "Title",
      required: "Enter a title.",
      max: 120,
      translatable: true,
    },
    {
      name: "slug",
      kind: "slug",
      label: "Slug",
      hint: "The address /services/{slug}: lower-case letters, digits and hyphens.",
      required: "Enter a slug.",
      max: 80,
      translatable: false,
    },
    {
      name: "summary",
      kind: "textarea",
      label: "Summary",
      hint: "One or two sentences: the cards, the search description and the page's lead.",
      max: 400,
      lines: 3,
      translatable: true,
    },
    {
      name: "icon",
      kind: "select",
      label: "Icon",
      options: SERVICE_ICONS.map((icon) => ({ value: icon, label: icon })),
      invalid: "Choose an icon from the list.",
      initial: "Sparkles",
      translatable: false,
    },
    {
      name: "bannerImage",
      kind: "image",
      label: "Banner image",
      hint: "Artwork 2 wide by 1 high (1200×600). JPEG, PNG, WebP or AVIF, up to 15 MB.",
      required: "Upload a banner image.",
      max: 500,
      stem: "banner",
      wide: true,
      current: {
        label: "Current banner",
        hint: "A path on this site, e.g. /images/services/service-1.svg. Uploading a file replaces it when you save.",
      },
      section: "banner",
      translatable: false,
    },
    {
      ...paragraph("description", "Description", 2_000),
      hint: "The paragraph under the summary on the service's page.",
      column: "overview",
    },
    {
      ...paragraph("why", "Why your business needs it", 2_000),
      hint: "The paragraph under 'Why Your Business Needs {title}'.",
    },
    points({ name: "benefits", label: "Benefits", rowLabel: "Benefit" }),
    paragraph("featuresIntro", "Key features: introduction", 600),
    {
      name: "features",
      kind: "lines",
      label: "Key features",
      rowLabel: "Key feature",
      maxItems: 20,
      max: 600,
      section: "page",
      translatable: true,
    },
    paragraph("approachIntro", "Our approach: introduction", 600),
    points({ name: "approachSteps", label: "Our approach: steps", rowLabel: "Step" }),
    {
      name: "actionLink",
      kind: "link",
      label: "Action link",
      hint: "Where 'Start a project' leads: a path on this site (/contact), or an address starting with https://, mailto: or tel:.",
      invalid:
        "Enter a path on this site starting with /, or an address starting with https://, mailto: or tel:.",
      empty: "/contact",
      max: 500,
      section: "page",
      translatable: false,
    },
    {
      name: "seoTitle",
      kind: "text",
      label: "SEO title",
      hint: "Empty: the title.",
      max: 120,
      section: "seo",
      translatable: true,
    },
    {
      name: "seoDescription",
      kind: "textarea",
      label: "SEO description",
      hint: "Empty: the summary.",
      max: 300,
      lines: 3,
      section: "seo",
      translatable: true,
    },
    {
      name: "menuTitle",
      kind: "text",
      label: "Menu title",
      hint: "Its name in the Services menu, the phone menu and the footer. Empty: the title.",
      max: 80,
      section: "menu",
      translatable: true,
    },
    {
      name: "menuGroup",
      kind: "select",
      label: "Menu group",
      hint: "The column of the Services menu that lists it. A new service starts in Development.",
      options: [...GROUPS, { value: "none", label: "None (only its more menu entries)" }],
      invalid: "Choose a column of the list.",
      initial: "development",
      column: null,
      section: "menu",
      half: true,
      translatable: false,
    },
    {
      name: "menuOrder",
      kind: "integer",
      label: "Menu order",
      hint: "Its place in its column: lower first. Empty: its Order.",
      section: "menu",
      half: true,
      translatable: false,
    },
    {
      name: "menuDescription",
      kind: "text",
      label: "Menu description",
      hint: "The short line under its name in the Services menu, e.g. 'Stores that convert'.",
      max: 80,
      section: "menu",
      translatable: true,
    },
    {
      name: "menuMore",
      kind: "rows",
      label: "More menu entries",
      hint: "Other names the Services menu lists it under: the column, the name and its short line.",
      rowLabel: "Entry",
      maxItems: 12,
      max: 300,
      rowInvalid: (row) =>
        `Row ${row} needs a column (Development, Design & Branding or Digital Marketing) and a name.`,
      columns: [
        {
          name: "group",
          kind: "select",
          label: "Column",
          options: GROUPS,
          required: "Choose a column.",
          translatable: false,
        },
        {
          name: "title",
          kind: "text",
          label: "Name",
          required: "Enter a name.",
          translatable: true,
        },
        { name: "description", kind: "text", label: "Short line", translatable: true },
      ],
      section: "menu",
      translatable: true,
    },
    {
      name: "inFooter",
      kind: "select",
      label: "In the footer",
      hint: "Whether the footer's Services links list it (by its menu title).",
      options: [
        { value: "listed", label: "Listed" },
        { value: "not-listed", label: "Not listed" },
      ],
      invalid: "Choose listed or not listed.",
      initial: "listed",
      column: null,
      section: "menu",
      translatable: false,
    },
  ],
  sections: [
    { name: "main" },
    { name: "banner" },
    { name: "page", legend: "The service's page" },
    { name: "seo", legend: "Search engines" },
    { name: "menu", legend: "Menus and footer" },
  ],
  list: {
    title: "title",
    detail: (fields, id) => `/service/${id} · /services/${fields.slug}`,
    detailFromSm: true,
  },
  hooks: {
    read: (row): CollectionFields => ({
      menuGroup: String(row.menu_group || "none"),
      inFooter: row.in_footer ? "listed" : "not-listed",
    }),
    write: (values) => ({
      menu_group: values.menuGroup === "none" ? "" : String(values.menuGroup),
      in_footer: values.inFooter === "listed" ? 1 : 0,
    }),
  },
};
