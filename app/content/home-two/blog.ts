import type { SliderOptions } from "~/components/ui/slider";

export const blogSection = {
  label: "Blog & News",
  title: "Insights from our team",
  sliderLabel: "Latest articles",
  readMore: "Read More",
} as const;

/** Spec §9: 1 per view at 0, 2 at 768, 3 at 1024; autoplay 2500 ms; speed 1000 ms. */
export const blogSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 20 },
    { minWidth: 768, perView: 2, gap: 24 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  autoplayMs: 2500,
  speedMs: 1000,
};
