import type { FocalPointName, MediaUseKind } from "~/lib/admin/media";

/** The console's words for the media library (/admin/media; labels: docs/console.md, "Media"). */
export const mediaCopy = {
  title: "Media",
  description:
    "Every uploaded image, where it is used, and its default alt text, then the site's own artwork. Pick them in any image field of the console.",
  search: {
    label: "Search",
    placeholder: "Name or alt text…",
    submit: "Search",
    clear: "Show all",
    results: (count: number, artwork: number) =>
      `${count} ${count === 1 ? "image" : "images"}${
        artwork === 0
          ? ""
          : artwork === count
            ? ", all the site's artwork"
            : `, ${artwork} of them the site's artwork`
      }`,
  },
  upload: {
    heading: "Add to the library",
    label: "Images",
    hint: "JPEG, PNG, WebP or AVIF. Choose several at once, up to 15 MB together; a larger image on its own.",
    submit: "Upload",
    uploading: "Uploading…",
  },
  empty: "No images yet. Upload one above, or through any image field of the console.",
  /** The site's own pictures (public/images), listed after the uploads (decision 048). */
  artwork: {
    badge: "Site artwork",
    note: "Ships with the site's code: pick it in any image field. It is not deleted, replaced or described here.",
    path: "Path",
  },
  noMatch: "No image matches.",
  card: {
    size: "Size",
    dimensions: (width: number, height: number) => `${width} × ${height} px`,
    uploaded: "Uploaded",
    by: "by",
    unknownUploader: "an earlier version of the console",
    replaced: (revision: number) => `Replaced ${revision - 1} ${revision === 2 ? "time" : "times"}`,
    usedBy: "Used by",
    unused: "Not used anywhere.",
    details: "Details",
    detailsOf: (name: string) => `Details of ${name}`,
  },
  alt: {
    label: "Alt text",
    hint: "What the image shows, for people who cannot see it. Used wherever it appears without an alt text of its own.",
    save: "Save",
  },
  delete: {
    button: "Delete",
    usedHint: "In use: it can be deleted once nothing uses it.",
  },
  image: {
    back: "All images",
    file: "File",
    replaceHeading: "Replace the file",
    replaceLabel: "New file",
    replaceHint:
      "The image keeps its name in every field that uses it; pages show the new file at once. The old file is deleted.",
    replace: "Replace",
    focusHeading: "Focal point",
    focusLabel: "Keep in view",
    focusHint:
      "Where the subject is: crops of the image on the site (cards, banners) keep this part in view.",
    focusSave: "Save focal point",
    markdown: "In a Markdown body",
    markdownHint: "Copy this line into a body to show the image there.",
    path: "Path",
    pathHint: "What image fields store. Pick it with 'Choose from library' instead of typing it.",
  },
  focalPoints: {
    "top-left": "Top left",
    top: "Top",
    "top-right": "Top right",
    left: "Left",
    centre: "Centre (default)",
    right: "Right",
    "bottom-left": "Bottom left",
    bottom: "Bottom",
    "bottom-right": "Bottom right",
  } satisfies Record<FocalPointName, string>,
  /** Where-used: which kind of item, and which of its fields. */
  useKinds: {
    project: "Project",
    post: "Post",
    service: "Service",
    testimonial: "Testimonial",
    member: "Team member",
    partner: "Partner",
    settings: "Settings",
    legal: "Legal page",
    page: "Page",
  } satisfies Record<MediaUseKind, string>,
  useLabels: { settings: "Site settings" },
  useFields: {
    cover: "cover",
    gallery: "gallery",
    body: "body",
    banner: "banner",
    photo: "photo",
    logo: "logo",
    shareImage: "sharing image",
    text: "text",
  },
  /** The editors' picker beside each image field. */
  picker: {
    label: "Choose from library",
    keep: "Keep the field as it is",
    listHint:
      "Uploaded images and the site's artwork. A file uploaded with the form comes first; the pick replaces the path when you save.",
    count: (count: number) => `${count} ${count === 1 ? "image" : "images"}`,
    search: "Search the library",
    searchPlaceholder: "Name or alt text…",
    shown: (shown: number, count: number) =>
      shown === count ? `${count} images` : `${shown} of ${count} images`,
    noMatch: "No image matches. The field stays as it is.",
    currentBadge: "Current",
    noImage: "No image",
    bodyLabel: "Add a picture from the library",
    bodyNone: "— None —",
    bodyHint:
      "Added at the end of the body as a Markdown image with its alt text when the form is sent (Update preview shows it); move the line where it belongs.",
  },
  saved: {
    uploaded: (count: number) =>
      `${count} ${count === 1 ? "image" : "images"} uploaded. Add alt text to each below.`,
    alt: "Alt text saved.",
    focus: "Focal point saved.",
    replaced: "File replaced. Every page using the image shows the new file.",
    deleted: "Image deleted, with its files.",
  },
  errors: {
    noFile: "Choose one or more images to upload.",
    refused: (name: string, reason: string) => `${name}: ${reason} Nothing was uploaded.`,
    tooLarge:
      "Those files are larger than 15 MB together. Upload fewer at once, or a large one on its own.",
    altTooLong: (max: number) => `Keep it under ${max} characters.`,
    used: (count: number) =>
      `This image is used in ${count} ${count === 1 ? "place" : "places"}, so it was not deleted. Choose another image there first:`,
    missing: "This image no longer exists.",
    ownersOnly: (places: string[]) =>
      `This image is on ${places.join(", ")}, which only owners edit, so it was not replaced. Ask an owner to replace it.`,
    summary: "Some fields need attention.",
  },
} as const;
