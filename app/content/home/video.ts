import { promoVideo } from "../media.ts";

export const videoSection = {
  label: "Watch our story",
  title: "Advancing Technology for A Better Tomorrow",
  text: `A ${promoVideo.durationSeconds}-second look at how a small, senior team ships products that startups and enterprises rely on.`,
  play: "Play the Genesis showreel",
} as const;
