/** The words around a project's own facts (/projects/{slug}, /project-details). */
export const projectPageCopy = {
  infoHeading: "Project Information",
  client: "Client",
  category: "Category",
  year: "Year",
  services: "Services",
  shareHeading: "Share this project",
  galleryLabel: "Project images",
  previewNotice: "Preview: this project is not published. Only signed-in users can see it.",
  cta: {
    title: "Have a project like this in mind?",
    primary: { label: "Start a project", link: "/contact" },
    secondary: { label: "See all projects", link: "/projects" },
  },
  viewProject: "View project",
} as const;
