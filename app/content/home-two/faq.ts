export const faq = {
  label: "FAQ",
  title: "Questions clients ask us",
  items: [
    {
      q: "How much does a project cost?",
      a: "Most websites start from $8,000 and most apps from $25,000. After a free scoping call you get a fixed estimate for the first release, so the price does not move under you.",
    },
    {
      q: "How long until we launch?",
      a: "An MVP usually takes 6 to 10 weeks, a marketing website 4 to 6. You see working software every Friday from the second week.",
    },
    {
      q: "Who owns the code and designs?",
      a: "You do, from the first commit. Everything lives in your repositories and design files, documented so any team can carry it on.",
    },
    {
      q: "Do you work with our in-house team?",
      a: "Often. We can lead the whole project, or add designers and engineers to your team with the same weekly rhythm.",
    },
  ],
} as const;
