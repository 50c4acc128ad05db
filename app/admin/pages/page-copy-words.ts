/** The console's words for the pages' copy (/admin/pages/copy/<name>, owners and editors). */
export const pageCopyWords = {
  editTitle: (title: string) => `Edit ${title}`,
  saveHint: "The public page shows the new words as soon as they are saved.",
  saved: "Saved. The public page shows it now.",
  viewPage: "View the page",
  errors: {
    summary: "Some fields need attention.",
    conflict:
      "Someone else saved this page's copy after you opened it. Nothing was overwritten: your words are still in the form. Open the page again in a new tab, copy your changes across, and save there.",
    required: "Enter the words for this field.",
  },
} as const;
