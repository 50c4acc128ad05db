export const videoSection = {
  label: "Watch our story",
  title: "Advancing Technology for A Better Tomorrow",
  text: "Two minutes on how a small, senior team ships products that startups and enterprises rely on.",
  play: "Play the Genesis showreel",
} as const;
