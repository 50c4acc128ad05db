import type { SliderOptions } from "~/components/ui/slider";

export const servicesSection = {
  label: "Our Services",
  title: "Smart Solutions for a Digital World",
  readMore: "Learn more",
  sliderLabel: "Our services",
} as const;

/** Spec §9: 1 at 320 (gap 10), 2 at 576 (20), 2 at 768 (25), 3 at 1024 (30); loop; 1000 ms; autoplay 2500 ms. */
export const servicesSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 10 },
    { minWidth: 576, perView: 2, gap: 20 },
    { minWidth: 768, perView: 2, gap: 25 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  speedMs: 1000,
  autoplayMs: 2500,
};
