import type { SliderOptions } from "~/components/ui/slider";

export const servicesTwo = {
  label: "Our Services",
  title: "Everything you need to launch and grow",
  readMore: "Read More",
  sliderLabel: "Our services",
} as const;

/** Spec §9: 1 per view, 2 from 768, 3 from 1024; autoplay 3000 ms; speed 1200 ms; loop. */
export const servicesTwoSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 20 },
    { minWidth: 768, perView: 2, gap: 24 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  autoplayMs: 3000,
  speedMs: 1200,
};
