export const callToAction = {
  title: "Next-Level IT for Next-Level Businesses",
  text: "Tell us where you want to be in a year. We will map the shortest route there — free, within two business days.",
  primary: { label: "Sign Up Today", link: "/contact" },
  secondary: { label: "View Services", link: "/services" },
} as const;
