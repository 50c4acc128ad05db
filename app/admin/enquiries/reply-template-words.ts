/** The reply templates' page (/admin/enquiries/templates). */
export const replyTemplatesCopy = {
  title: "Reply templates",
  description:
    "Answers to common enquiries, offered when you reply. {name} becomes the visitor's name and {site} the site's name.",
  back: "Back to the inbox",
  empty: "No templates yet.",
  titleLabel: "Title",
  textLabel: "Text",
  save: "Save",
  add: "Add template",
  addHeading: "New template",
  delete: "Delete",
  saved: "Template saved.",
  added: "Template added.",
  deleted: "Template deleted.",
  errors: {
    titleMissing: "Give the template a title.",
    titleTooLong: (max: number) => `A title is at most ${max} characters.`,
    textMissing: "Write the template's text.",
    textTooLong: (max: number) => `A template is at most ${max} characters.`,
  },
};
