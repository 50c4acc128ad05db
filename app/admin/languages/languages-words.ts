/** The words of /admin/languages (docs/console.md, "Languages"). */
export const languagesCopy = {
  title: "Languages",
  description:
    "The languages the site speaks. The default language keeps the site's addresses; another lives under its code (/de, /de/about) once it is published.",
  add: {
    heading: "Add language",
    intro:
      "Leave 'Published' unticked while its translations are written: visitors see a language once it is published.",
    code: "Code",
    codeHint: "A language tag: de, fr, pt-BR.",
    name: "Name",
    nameHint: "As the language names itself: Deutsch, Français, Español.",
    published: "Published",
    publishedHint: "Visitors can read the site in it, under its code.",
    submit: "Add language",
  },
  list: {
    heading: "The site's languages",
    columns: { language: "Language", address: "Address", status: "Status", actions: "Actions" },
    published: "Published",
    unpublished: "Not published",
    default: "Default",
    defaultHint: "Always published",
    publish: "Publish",
    unpublish: "Unpublish",
    delete: "Delete",
    publishLabel: (name: string) => `Publish ${name}`,
    unpublishLabel: (name: string) => `Unpublish ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
  },
  confirmDelete: {
    heading: "Delete this language?",
    text: (name: string, code: string) =>
      `${name} (${code}) is taken off the site, and its translations are deleted with it. This cannot be undone.`,
    button: "Delete language",
    cancel: "Keep it",
  },
  done: {
    added: "Language added. Publish it when its translations are ready.",
    addedPublished: "Language added and published.",
    published: "Language published: visitors can read the site in it.",
    unpublished:
      "Language unpublished: its addresses answer 'Not found' until it is published again.",
    deleted: "Language deleted.",
  } as Record<string, string>,
  missing: "That language is no longer on the site.",
  defaultRefused: "The default language is always published and cannot be deleted.",
  errors: {
    summary: "The language was not added. Check the fields below.",
    codeRequired: "Enter the language's code, such as de or pt-BR.",
    codeInvalid:
      "Enter a language tag: two or three letters, then a region if needed (de, fr, pt-BR).",
    codeReserved: (code: string) =>
      `${code} is an address the site already uses. Choose another code.`,
    codeTaken: (name: string) => `That language is already on the site, as ${name}.`,
    nameRequired: (suggestion: string | null) =>
      suggestion
        ? `Enter the language's name as it names itself, such as ${suggestion}.`
        : "Enter the language's name as it names itself.",
    nameTooLong: (max: number) => `Keep the name to ${max} characters.`,
  },
};
