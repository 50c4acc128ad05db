import { projectDetails } from "../../app/content/project-details.ts";

const md = projectDetails;

/**
 * The case study /project-details showed before projects were in the database, as the Markdown
 * body of Northwind's project.
 */
export const northwindBody = [
  md.lead,
  ...md.sections.flatMap((section) => [
    `## ${section.heading}`,
    ...section.paragraphs,
    ...("list" in section ? [section.list.map((line) => `- ${line}`).join("\n")] : []),
  ]),
  `## ${md.results.heading}`,
  md.results.text,
  md.results.stats.map((stat) => `- **${stat.value}** ${stat.label}`).join("\n"),
  `> ${md.testimonial.quote}`,
  `*— ${md.testimonial.cite}*`,
].join("\n\n");
