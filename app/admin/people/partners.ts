import { nameField, peopleKind, PICTURE_FORMATS } from "./people-words.ts";

/** The logos on /about and /home-two (migration 009). */
export const partners = peopleKind({
  kind: "partner",
  path: "/admin/partners",
  table: "partners",
  audit: "partner-saved",
  tags: ["partners"],
  words: {
    title: "Partners",
    description: "The logos on /about and /home-two.",
    newItem: "New partner",
    editTitle: "Edit partner",
    back: "All partners",
    empty: "No partners yet.",
  },
  fields: [
    nameField,
    {
      name: "link",
      kind: "web-address",
      label: "Link",
      hint: "Optional: the partner's site, starting with https://.",
      max: 500,
      translatable: false,
    },
    {
      name: "description",
      kind: "text",
      label: "Description",
      hint: "One line about the work together, shown on /about.",
      max: 300,
      translatable: true,
    },
    {
      name: "photo",
      kind: "image",
      label: "Logo",
      hint: `A logo, 5 wide by 2 high. ${PICTURE_FORMATS}`,
      required: "Upload the partner's logo.",
      max: 500,
      column: "logo",
      section: "picture",
      translatable: false,
    },
  ],
  sections: [{ name: "main" }, { name: "picture" }],
  list: { title: "name", detail: (fields) => fields.link ?? "", picture: "photo" },
});
