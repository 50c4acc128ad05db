import type { NewPortfolioItem } from "./schema.ts";
import { northwindBody } from "./seed-project-bodies.ts";

type SeedItem = Pick<
  NewPortfolioItem,
  | "name"
  | "title"
  | "image"
  | "slug"
  | "client"
  | "category"
  | "year"
  | "published_at"
  | "body"
  | "services"
  | "cover_alt"
  | "gallery"
  | "featured"
>;

const item = (
  fields: Omit<SeedItem, "services" | "gallery"> & {
    services: string[];
    gallery?: { src: string; alt: string }[];
  },
): SeedItem => ({
  ...fields,
  services: JSON.stringify(fields.services),
  gallery: JSON.stringify(fields.gallery ?? []),
});

/**
 * The showcase the site starts with. Images are made for this project
 * (scripts/generate-project-art.ts) and live in public/images/projects/.
 * `name` is the project's title, `title` its one-line summary (migration 007).
 * `published_at` is when each went on the site: its own date in structured data and the
 * sitemap, never the moment a database was first seeded.
 */
export const portfolioSeed: SeedItem[] = [
  item({
    name: "Northwind Analytics",
    title: "SaaS dashboard for retail demand forecasting",
    image: "/images/projects/northwind-analytics.svg",
    slug: "northwind-analytics",
    client: "Northwind Analytics",
    category: "Web Platform & AI Integration",
    year: 2024,
    published_at: "2024-11-18T09:00:00.000Z",
    services: ["Web Development", "UI/UX Design", "AI Integration"],
    cover_alt: "Northwind's reporting screens with trend charts and a summary panel.",
    featured: 1,
    body: northwindBody,
    gallery: [
      {
        src: "/images/projects/detail-1.svg",
        alt: "The Northwind operations dashboard: delivery volumes, on-time rate and regional performance charts.",
      },
      {
        src: "/images/projects/detail-2.svg",
        alt: "The scheduling view of the companion app: a weekly shift calendar on desktop and phone.",
      },
    ],
  }),
  item({
    name: "Medora Health",
    title: "Patient booking app for a network of clinics",
    image: "/images/projects/medora-health.svg",
    slug: "medora-health",
    client: "Medora Health",
    category: "Mobile App",
    year: 2024,
    published_at: "2024-08-05T09:00:00.000Z",
    services: ["Mobile Apps", "UI/UX Design"],
    cover_alt: "Medora's booking app: a clinic's free slots for the week on a phone.",
    body: "Medora runs fourteen clinics, and patients booked by phone during opening hours only. We designed and built a cross-platform app in which a patient finds a free slot at the nearest clinic, books it in three taps and gets a reminder the day before.\n\n## What changed\n\n- Online bookings went from none to two thirds of all appointments in four months.\n- No-shows fell by a quarter thanks to reminders with a one-tap reschedule.\n- Reception staff answer fewer calls and spend more time with patients.",
  }),
  item({
    name: "Tideline Commerce",
    title: "Headless e-commerce storefront for a surf brand",
    image: "/images/projects/tideline-commerce.svg",
    slug: "tideline-commerce",
    client: "Tideline",
    category: "E-commerce",
    year: 2023,
    published_at: "2023-10-09T09:00:00.000Z",
    services: ["Web Development", "Digital Marketing"],
    cover_alt: "The Tideline storefront: boards and wetsuits on a product grid.",
    body: "Tideline's old shop took six seconds to show a product on a phone. We moved it to a headless storefront with server-rendered pages, image variants for every screen and a checkout in two steps.\n\n## Results\n\n- Product pages load in under a second on 4G.\n- Mobile conversion rose by 31% in the first season.\n- The team publishes new collections without a developer.",
  }),
  item({
    name: "Lumen Learning",
    title: "Cross-platform course app for adult learners",
    image: "/images/projects/lumen-learning.svg",
    slug: "lumen-learning",
    client: "Lumen Learning",
    category: "Mobile App",
    year: 2023,
    published_at: "2023-06-12T09:00:00.000Z",
    services: ["Mobile Apps", "Web Development"],
    cover_alt: "Lumen's course app: a lesson with progress and a short quiz.",
    body: "Lumen's learners study in ten-minute gaps: on the train, at lunch, after the children are in bed. We built an app that works offline, remembers where each learner stopped and turns every lesson into short steps with a quiz at the end.\n\nCompletion rates doubled in the first term, and the same code runs on iOS, Android and the web.",
  }),
  item({
    name: "Fieldstone Logistics",
    title: "Fleet tracking portal with live route maps",
    image: "/images/projects/fieldstone-logistics.svg",
    slug: "fieldstone-logistics",
    client: "Fieldstone Logistics",
    category: "Web Platform",
    year: 2022,
    published_at: "2022-11-21T09:00:00.000Z",
    services: ["Web Development", "UI/UX Design"],
    cover_alt: "Fieldstone's fleet portal: trucks on a live route map.",
    body: "Fieldstone's dispatchers tracked two hundred trucks with phone calls. The portal we built shows every vehicle on a live map, flags delays as they happen and lets customers follow their own delivery.\n\nCalls to dispatch fell by half, and customers now see an arrival time they can trust.",
  }),
  item({
    name: "Aurora Finance",
    title: "Brand identity and website for a fintech startup",
    image: "/images/projects/aurora-finance.svg",
    slug: "aurora-finance",
    client: "Aurora Finance",
    category: "Branding & Website",
    year: 2024,
    published_at: "2024-03-04T09:00:00.000Z",
    services: ["UI/UX Design", "Web Development", "Digital Marketing"],
    cover_alt: "Aurora's new brand: logo, colours and the home page on a laptop.",
    body: "Aurora needed to look as trustworthy as a bank and as simple as an app before its first funding round. We created the brand, a design system and a fast marketing site with a waiting list.\n\nThe waiting list passed ten thousand sign-ups in six weeks, and the design system now carries the product too.",
  }),
  item({
    name: "Pulse Fitness",
    title: "Wearable companion app with AI coaching",
    image: "/images/projects/pulse-fitness.svg",
    slug: "pulse-fitness",
    client: "Pulse Fitness",
    category: "Mobile App & AI Integration",
    year: 2025,
    published_at: "2025-02-10T09:00:00.000Z",
    services: ["Mobile Apps", "AI Integration"],
    cover_alt: "Pulse's companion app: a weekly training plan with coaching notes.",
    body: "Pulse's wearable collected plenty of data and told its owners very little. The companion app turns heart rate, sleep and training load into a weekly plan, with an AI coach that explains each suggestion in plain words.\n\nThirty-day retention rose from 38% to 61% after launch.",
  }),
  item({
    name: "Harbor & Co.",
    title: "Portfolio site for an architecture studio",
    image: "/images/projects/harbor-and-co.svg",
    slug: "harbor-and-co",
    client: "Harbor & Co.",
    category: "Website",
    year: 2023,
    published_at: "2023-03-20T09:00:00.000Z",
    services: ["UI/UX Design", "Web Development"],
    cover_alt: "Harbor & Co.'s portfolio: large photographs of a finished house.",
    body: "An architecture studio is judged by its pictures. We built a portfolio site around large, fast images, with project pages the studio edits itself and an enquiry form that asks only what the partners need.\n\nEnquiries through the site tripled in the first year.",
  }),
  item({
    name: "Sprout MVP",
    title: "Eight-week MVP for an agritech marketplace",
    image: "/images/projects/sprout-mvp.svg",
    slug: "sprout-mvp",
    client: "Sprout",
    category: "MVP",
    year: 2025,
    published_at: "2025-05-19T09:00:00.000Z",
    services: ["Web Development", "Mobile Apps"],
    cover_alt: "Sprout's marketplace: farmers' produce listed with prices and pickup times.",
    body: "Sprout wanted to know whether small farms would sell directly to restaurants. In eight weeks we built the smallest marketplace that could answer that: listings, orders and pickups, nothing more.\n\nForty farms and sixty restaurants traded in the first month, and the answer was yes.",
  }),
];
