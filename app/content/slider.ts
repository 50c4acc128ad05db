/** What the slider's controls say to screen readers. */
export const sliderLabels = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause automatic sliding",
  play: "Start automatic sliding",
} as const;
