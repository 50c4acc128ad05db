import type { SliderOptions } from "~/components/ui/slider";

export const latestProjects = {
  label: "Latest Projects",
  title: "Work we are proud of",
  sliderLabel: "Latest projects",
  viewProject: "View project",
  empty: "No Project Found",
} as const;

/** Spec §9: 4 per view from 1400, 3 from 1200, 2 from 768, 1 below; gap 30; autoplay 3000; speed 1200. */
export const projectsSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 30 },
    { minWidth: 768, perView: 2, gap: 30 },
    { minWidth: 1200, perView: 3, gap: 30 },
    { minWidth: 1400, perView: 4, gap: 30 },
  ],
  loop: true,
  autoplayMs: 3000,
  speedMs: 1200,
};
