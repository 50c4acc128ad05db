export const textBand = {
  label: "What we do",
  items: [
    "Mobile App Development",
    "Web Development",
    "AI Integration",
    "Digital Marketing",
    "UI/UX Design",
  ],
} as const;
