import type { SliderOptions } from "~/components/ui/slider";

/** The counters' words and targets: today's, the seed of `page:home-two`. */
export const counters = {
  label: "Genesis in numbers",
  items: [
    { target: 30, label: "Awards won" },
    { target: 180, label: "Team members" },
    { target: 500, label: "Happy clients" },
    { target: 250, label: "Client reviews" },
  ],
} as const;

/** How the counters count and what follows each number (the designers'). */
export const counterStyle = { durationMs: 1000, suffix: "+" } as const;

/** The testimonials' heading: today's words, the seed of `page:home-two`. */
export const testimonialsSection = {
  label: "Testimonials",
  title: "What our clients say",
  sliderLabel: "Client testimonials",
} as const;

/** Spec §9: 1 per view; autoplay 2500 ms; speed 1000 ms; gap 30. */
export const testimonialsSliderOptions: SliderOptions = {
  breakpoints: [{ minWidth: 0, perView: 1, gap: 30 }],
  loop: true,
  autoplayMs: 2500,
  speedMs: 1000,
};
