/** The theme toggle's words (header and mobile menu; components/layout/theme-toggle.tsx). */
export const themeCopy = {
  switchToDark: "Switch to dark theme",
  switchToLight: "Switch to light theme",
} as const;
