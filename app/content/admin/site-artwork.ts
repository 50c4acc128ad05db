import type { SiteArtwork } from "~/lib/admin/media";

/**
 * The site's own artwork in the media library (decision 048): the pictures
 * under public/images that the seeded content and the console's image fields
 * name. They ship with the code, so the library lists them, marked, but never
 * deletes, replaces or describes them. A new file there is added here too
 * (server/admin/media/site-artwork.test.ts says so).
 */

const art = (src: string, width: number, height: number, alt: string): SiteArtwork => ({
  src,
  name: src.slice(src.lastIndexOf("/") + 1),
  width,
  height,
  alt,
});

const numbered = (count: number, make: (n: number) => SiteArtwork) =>
  Array.from({ length: count }, (_, i) => make(i + 1));

const projects: [string, string][] = [
  ["northwind-analytics", "Reporting screens with trend charts and a summary panel."],
  ["medora-health", "A booking app showing a clinic's free slots for the week on a phone."],
  ["tideline-commerce", "A storefront with boards and wetsuits on a product grid."],
  ["lumen-learning", "A course app: a lesson with progress and a short quiz."],
  ["fieldstone-logistics", "A fleet portal with trucks on a live route map."],
  ["aurora-finance", "A brand: logo, colours and a home page on a laptop."],
  ["pulse-fitness", "A training app: a weekly plan with coaching notes."],
  ["harbor-and-co", "A portfolio of large photographs of a finished house."],
  ["sprout-mvp", "A marketplace listing farmers' produce with prices and pickup times."],
];

export const siteArtwork: readonly SiteArtwork[] = [
  ...projects.map(([slug, alt]) => art(`/images/projects/${slug}.svg`, 800, 600, alt)),
  art("/images/projects/detail-1.svg", 1200, 700, "An operations dashboard with charts."),
  art("/images/projects/detail-2.svg", 1200, 700, "A weekly shift calendar on desktop and phone."),
  ...numbered(4, (n) => art(`/images/blog/post-${n}.svg`, 1200, 700, "An abstract cover drawing.")),
  art("/images/blog/thumb-mvp.svg", 160, 160, "A small square drawing."),
  art("/images/blog/thumb-speed.svg", 160, 160, "A small square drawing."),
  ...numbered(10, (n) =>
    art(`/images/services/service-${n}.svg`, 1200, 600, "An abstract banner drawing."),
  ),
  ...numbered(6, (n) => art(`/images/team/member-${n}.svg`, 480, 560, "A drawn portrait.")),
  ...numbered(4, (n) =>
    art(`/images/testimonials/client-${n}.svg`, 160, 160, "A drawn round portrait."),
  ),
  ...numbered(6, (n) =>
    art(`/images/partners/partner-${n}.svg`, 240, 96, "A sample partner's logo."),
  ),
  ...["home", "page", "blog", "project", "service"].map((type) =>
    art(`/images/og/${type}.png`, 1200, 630, "The site's sharing picture."),
  ),
];
