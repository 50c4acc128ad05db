/** What the list and the editor of every declared kind say alike (./collection.ts). */
export const collectionCopy = {
  columns: { order: "Order", shown: "On the site", updated: "Last change" },
  shown: "Shown",
  hidden: "Hidden",
  position: "Order",
  positionHint: "Lower numbers come first.",
  visible: "Visibility",
  save: "Save",
  unsaved: "You have unsaved changes. Leave this page and lose them?",
  currentPicture: "Current image",
  currentPictureHint:
    "A path on this site, starting with /. Uploading a file replaces it when you save.",
  translation: {
    /** The language bar's name. */
    languages: "Languages",
    /** A field's line with the default language's words. */
    inDefault: (language: string, words: string) =>
      `${language}: “${words}”${/[.!?…:]$/.test(words) ? "" : "."}`,
    inDefaultEmpty: (language: string) => `Empty in ${language}.`,
    intro: (language: string, fallback: string) =>
      `You are writing the ${language} version. A field left empty shows the ${fallback} words on the site. Pictures, prices, addresses and order are the same in every language: change them in ${fallback}.`,
    saved: (language: string) => `Saved. The ${language} version is up to date.`,
    conflict: (language: string) =>
      `Someone else saved the ${language} version while you were editing. Your changes are still in the form: reload the page to see theirs, then save again.`,
    missing: "That language is not on the site.",
    unpublished: "not published",
  },
  rows: {
    add: (label: string) => `Add ${label.toLowerCase()}`,
    up: (label: string) => `Move ${label} up`,
    down: (label: string) => `Move ${label} down`,
    remove: (label: string) => `Remove ${label}`,
    empty: "None yet.",
  },
  errors: {
    summary: "Some fields need attention.",
    tooLong: (max: number) => `Keep it under ${max} characters.`,
    rowTooLong: (max: number) => `Keep each line under ${max} characters.`,
    tooManyRows: (max: number) => `Keep it to ${max} lines at most.`,
    position: "Enter a whole number, e.g. 10.",
    range: (min: number, max: number) =>
      `Enter a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}.`,
    fixedRows: (count: number) => `Keep the ${count} rows the page's layout has.`,
    visible: "Choose shown or hidden.",
    imagePath: "Use a path on this site starting with /, or upload a file.",
    rating: "Enter a whole number from 0 to 5.",
    price: "Enter a price in dollars: a number with up to two decimals, e.g. 29 or 29.50.",
    webAddress: "Enter an address starting with http:// or https://.",
    link: "Enter a path on this site starting with /, or an address starting with http://, https://, mailto: or tel:.",
    option: "Choose one of the options.",
    email: "Enter an e-mail address such as hello@example.com.",
    phone: "Enter a phone number: digits, spaces, +, ( ), - and dots, e.g. +1 (307) 555-0192.",
    slug: "Use lower-case letters, digits and hyphens only, e.g. web-design.",
    /** A slug whose address a redirect answers first. */
    slugRedirected: (from: string, to: string) =>
      `${from} redirects to ${to}, so visitors would never reach this address. Delete that redirect under Redirects, or choose another slug.`,
    /** Why an uploaded picture was refused (checked by its content, not its name). */
    upload: {
      "too-large": "That image is larger than 15 MB. Export a smaller one and upload it again.",
      "not-an-image":
        "That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF file.",
      "unsupported-format": "That image format is not supported. Upload a JPEG, PNG, WebP or AVIF.",
      "too-many-pixels": "That image has more than 40 megapixels. Resize it and upload it again.",
    },
    dateTime: "Enter a date and time, e.g. 2025-06-01T09:00.",
    pictureLine: (line: number) =>
      `Line ${line} is not a picture. Write each as ![What it shows](/path/to/picture), or add one from the library.`,
    pictureAlt: (line: number) =>
      `Say what the picture on line ${line} shows, between the square brackets.`,
  },
} as const;
