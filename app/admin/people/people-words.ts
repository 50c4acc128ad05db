/** What the three kinds of people's editors say alike (./testimonials.ts, ./team.ts, ./partners.ts). */
export const peopleWords = {
  name: "Name",
  nameRequired: "Enter a name.",
  role: "Role",
  visibleHint: "A hidden item stays here and leaves the site.",
  conflict:
    "Someone else saved this item after you opened it. Nothing was overwritten: your changes are still in the form. Open the item again in a new tab, copy your changes across, and save there.",
  missing: "This item no longer exists.",
  saved: "Saved. The site shows it now.",
  picturesHint: "JPEG, PNG, WebP or AVIF, up to 15 MB.",
} as const;
