export const teamSection = {
  label: "Our Team",
  title: "The people who build your product",
  action: { label: "Contact Us", link: "/contact" },
} as const;
