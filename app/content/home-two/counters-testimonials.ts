import type { SliderOptions } from "~/components/ui/slider";

export const counters = {
  label: "Genesis in numbers",
  durationMs: 1000,
  suffix: "+",
  items: [
    { id: "awards", target: 30, label: "Awards won" },
    { id: "members", target: 180, label: "Team members" },
    { id: "clients", target: 500, label: "Happy clients" },
    { id: "comments", target: 250, label: "Client reviews" },
  ],
} as const;

export const testimonialsSection = {
  label: "Testimonials",
  title: "What our clients say",
  sliderLabel: "Client testimonials",
  rating: (value: number) => `Rated ${value} out of 5`,
} as const;

/** Spec §9: 1 per view; autoplay 2500 ms; speed 1000 ms; gap 30. */
export const testimonialsSliderOptions: SliderOptions = {
  breakpoints: [{ minWidth: 0, perView: 1, gap: 30 }],
  loop: true,
  autoplayMs: 2500,
  speedMs: 1000,
};
