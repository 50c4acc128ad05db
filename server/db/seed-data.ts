import type { NewPortfolioItem } from "./schema.ts";

type SeedItem = Pick<NewPortfolioItem, "name" | "title" | "image">;

/**
 * The showcase the site starts with. Images are made for this project
 * (scripts/generate-project-art.ts) and live in public/images/projects/.
 */
export const portfolioSeed: SeedItem[] = [
  {
    name: "Northwind Analytics",
    title: "SaaS dashboard for retail demand forecasting",
    image: "/images/projects/northwind-analytics.svg",
  },
  {
    name: "Medora Health",
    title: "Patient booking app for a network of clinics",
    image: "/images/projects/medora-health.svg",
  },
  {
    name: "Tideline Commerce",
    title: "Headless e-commerce storefront for a surf brand",
    image: "/images/projects/tideline-commerce.svg",
  },
  {
    name: "Lumen Learning",
    title: "Cross-platform course app for adult learners",
    image: "/images/projects/lumen-learning.svg",
  },
  {
    name: "Fieldstone Logistics",
    title: "Fleet tracking portal with live route maps",
    image: "/images/projects/fieldstone-logistics.svg",
  },
  {
    name: "Aurora Finance",
    title: "Brand identity and website for a fintech startup",
    image: "/images/projects/aurora-finance.svg",
  },
  {
    name: "Pulse Fitness",
    title: "Wearable companion app with AI coaching",
    image: "/images/projects/pulse-fitness.svg",
  },
  {
    name: "Harbor & Co.",
    title: "Portfolio site for an architecture studio",
    image: "/images/projects/harbor-and-co.svg",
  },
  {
    name: "Sprout MVP",
    title: "Eight-week MVP for an agritech marketplace",
    image: "/images/projects/sprout-mvp.svg",
  },
];
