/**
 * What clients say (spec §3 Testimonial: rating 0–5, sample values 4 or 5):
 * today's, the seed of the testimonials table (server/db/seed.ts).
 */
export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  img: string;
  testimonial: string;
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Maya Robinson",
    designation: "COO, Northwind Analytics",
    img: "/images/testimonials/client-1.svg",
    testimonial:
      "Genesis rebuilt our forecasting dashboard in eleven weeks. Page loads went from six seconds to under one, and our customers noticed the same week.",
    rating: 5,
  },
  {
    id: 2,
    name: "Daniel Okafor",
    designation: "Founder, Sprout",
    img: "/images/testimonials/client-2.svg",
    testimonial:
      "They cut our MVP down to what mattered, shipped it in eight weeks and helped us read the first month of data. We raised our seed round on it.",
    rating: 5,
  },
  {
    id: 3,
    name: "Elena Vasquez",
    designation: "Head of Digital, Medora Health",
    img: "/images/testimonials/client-3.svg",
    testimonial:
      "Clear weekly demos, no surprises on the invoice, and an app our patients actually rate well. Booking calls dropped by a third.",
    rating: 4,
  },
  {
    id: 4,
    name: "Tom Lindqvist",
    designation: "Marketing Lead, Tideline",
    img: "/images/testimonials/client-4.svg",
    testimonial:
      "Our new storefront converts better on phones than the old one did on desktop. The team still answers within the hour when we need them.",
    rating: 5,
  },
];
