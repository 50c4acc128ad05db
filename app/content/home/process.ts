/** Process steps (spec §3): exactly one active; 'Project Requirements' first. */
export const processSection = {
  label: "Our Process",
  title: "Technology that Moves You Forward",
  initialStepId: "requirements",
  action: { label: "Contact Us", link: "/contact" },
  steps: [
    {
      id: "connect",
      number: "01",
      name: "Connect with Us",
      description: "A free 30-minute call to understand your goals, users and constraints.",
    },
    {
      id: "requirements",
      number: "02",
      name: "Project Requirements",
      description: "We turn your idea into a written scope, a timeline and a fixed estimate.",
    },
    {
      id: "team",
      number: "03",
      name: "Team Assignment",
      description: "A dedicated lead, designer and engineers who stay with you to the end.",
    },
    {
      id: "prototype",
      number: "04",
      name: "Prototype & Design",
      description: "Clickable prototypes tested with real users before any code is written.",
    },
    {
      id: "delivery",
      number: "05",
      name: "Development & Delivery",
      description: "Two-week sprints, a demo every Friday, and a launch you can rely on.",
    },
  ],
} as const;
