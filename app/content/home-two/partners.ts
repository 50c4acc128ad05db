export const partnersStrip = {
  label: "Trusted by growing companies",
} as const;
