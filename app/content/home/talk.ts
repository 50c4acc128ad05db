export const talkSection = {
  label: "Talk to us",
  title: "Shaping the Future with Technology",
  text: "Tell us what you are building. A senior member of our team replies within one business day with next steps — no sales script.",
  points: ["Free consultation and estimate", "NDA on request", "Reply within one business day"],
} as const;
