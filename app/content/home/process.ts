export interface ProcessCopy {
  label: string;
  title: string;
  /** The step active before any hover or focus. */
  initialStepId: string;
  action: { label: string; link: string };
  steps: readonly { id: string; number: string; name: string; description: string }[];
}

/** Process steps (spec §3): exactly one active; 'Project Requirements' first. */
export const processSection: ProcessCopy = {
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
};

/**
 * The spec's second wording of the strip (spec §2, Home), shown on /home-two:
 * Connect, Gather Requirements, Team Assignment, Prototype, Launch.
 */
export const processSectionTwo: ProcessCopy = {
  ...processSection,
  steps: [
    {
      id: "connect",
      number: "01",
      name: "Connect",
      description: "A free 30-minute call to understand your goals, users and constraints.",
    },
    {
      id: "requirements",
      number: "02",
      name: "Gather Requirements",
      description:
        "We write down scope, users and success measures, with a timeline and a fixed estimate.",
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
      name: "Prototype",
      description: "A clickable prototype, tested with real users before any code is written.",
    },
    {
      id: "launch",
      number: "05",
      name: "Launch",
      description:
        "Two-week sprints to a release you can rely on, then monitoring and care after it.",
    },
  ],
};
