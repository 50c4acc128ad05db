/**
 * Partner and client logos (spec §3 "Partner/brand logo"): today's, the seed
 * of the partners table (server/db/seed.ts); the pages read the database.
 */
export interface Partner {
  id: number;
  title: string;
  description: string;
  /** 240×96 logo. */
  image: string;
}

export const partners: Partner[] = [
  {
    id: 1,
    title: "Northwind",
    description: "AI-assisted reporting for operations teams",
    image: "/images/partners/partner-1.svg",
  },
  {
    id: 2,
    title: "Medora",
    description: "Patient portal and telehealth platform",
    image: "/images/partners/partner-2.svg",
  },
  {
    id: 3,
    title: "Tideline",
    description: "Headless e-commerce across three markets",
    image: "/images/partners/partner-3.svg",
  },
  {
    id: 4,
    title: "Lumen",
    description: "Cross-platform learning app for 200,000 students",
    image: "/images/partners/partner-4.svg",
  },
  {
    id: 5,
    title: "Fieldstone",
    description: "Driver app and live dispatch dashboard",
    image: "/images/partners/partner-5.svg",
  },
  {
    id: 6,
    title: "Aurora",
    description: "Mobile banking app and design system",
    image: "/images/partners/partner-6.svg",
  },
];
