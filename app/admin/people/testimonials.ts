import { nameField, peopleKind, PICTURE_FORMATS, roleField } from "./people-words.ts";

/** What clients say, in the slider on /home-two (migration 009). */
export const testimonials = peopleKind({
  kind: "testimonial",
  path: "/admin/testimonials",
  table: "testimonials",
  audit: "testimonial-saved",
  tags: ["testimonials"],
  words: {
    title: "Testimonials",
    description: "What clients say, in the slider on /home-two.",
    newItem: "New testimonial",
    editTitle: "Edit testimonial",
    back: "All testimonials",
    empty: "No testimonials yet.",
  },
  fields: [
    nameField,
    roleField,
    {
      name: "text",
      kind: "textarea",
      label: "Text",
      hint: "The client's words, without quotation marks.",
      required: "Enter the client's words.",
      max: 1_000,
      translatable: true,
    },
    {
      name: "rating",
      kind: "rating",
      label: "Rating",
      hint: "A whole number of stars from 0 to 5.",
      initial: "5",
      translatable: false,
    },
    {
      name: "photo",
      kind: "image",
      label: "Photo",
      hint: `A square picture. ${PICTURE_FORMATS}`,
      max: 500,
      section: "picture",
      translatable: false,
    },
  ],
  sections: [{ name: "main" }, { name: "picture" }],
  list: { title: "name", detail: (fields) => fields.role ?? "", picture: "photo" },
});
