/** The process strip's words as written (each step's number is its place in the list). */
interface ProcessWording {
  label: string;
  title: string;
  action: string;
  steps: readonly { number: string; name: string; description: string }[];
}

/**
 * Process steps (spec §3): today's words, the seed of `page:home`. Exactly one
 * is active; the second, 'Project Requirements', first
 * (app/components/sections/home/process.tsx).
 */
export const processSection: ProcessWording = {
  label: "Our Process",
  title: "Technology that Moves You Forward",
  action: "Contact Us",
  steps: [
    {
      number: "01",
      name: "Connect with Us",
      description: "A free 30-minute call to understand your goals, users and constraints.",
    },
    {
      number: "02",
      name: "Project Requirements",
      description: "We turn your idea into a written scope, a timeline and a fixed estimate.",
    },
    {
      number: "03",
      name: "Team Assignment",
      description: "A dedicated lead, designer and engineers who stay with you to the end.",
    },
    {
      number: "04",
      name: "Prototype & Design",
      description: "Clickable prototypes tested with real users before any code is written.",
    },
    {
      number: "05",
      name: "Development & Delivery",
      description: "Two-week sprints, a demo every Friday, and a launch you can rely on.",
    },
  ],
};

/**
 * The spec's second wording of the strip (spec §2, Home), shown on /home-two:
 * Connect, Gather Requirements, Team Assignment, Prototype, Launch. The seed
 * of `page:home-two`, whose document holds it.
 */
export const processSectionTwo: ProcessWording = {
  ...processSection,
  steps: [
    {
      number: "01",
      name: "Connect",
      description: "A free 30-minute call to understand your goals, users and constraints.",
    },
    {
      number: "02",
      name: "Gather Requirements",
      description:
        "We write down scope, users and success measures, with a timeline and a fixed estimate.",
    },
    {
      number: "03",
      name: "Team Assignment",
      description: "A dedicated lead, designer and engineers who stay with you to the end.",
    },
    {
      number: "04",
      name: "Prototype",
      description: "A clickable prototype, tested with real users before any code is written.",
    },
    {
      number: "05",
      name: "Launch",
      description:
        "Two-week sprints to a release you can rely on, then monitoring and care after it.",
    },
  ],
};

/** Where the button under the steps goes (the designers'). */
export const processLink = "/contact";
