import { site } from "./site.ts";

/**
 * Copy of the About page (spec §2 "About"), the seed of its document
 * (`page:about`, server/content/site-content-seed.ts): the page reads its copy
 * from the database, never this module. Its pictures, the values' icons and
 * the buttons' addresses are the layout's (app/components/sections/about/).
 */
export const aboutCopy = {
  intro: {
    label: "About Genesis",
    title: "We Build Scalable Tech for Startups and Businesses",
    paragraphs: [
      "Genesis is a software and digital agency of engineers, designers and marketers. We build scalable tech for startups and businesses: websites, mobile apps, platforms and AI features that keep working as you grow from the first hundred users to the first million.",
      "We deliver end to end, from the first workshop to launch and the years of improvement after it, so you never have to stitch together the work of five different suppliers.",
    ],
    points: [
      "Senior people on every project",
      "Fixed scope or a dedicated team, your choice",
      "Weekly demos and a shared roadmap",
      "Support and improvement after launch",
    ],
    badge: { value: `Since ${site.foundedYear}`, text: "designing and building digital products" },
    action: { label: "Start a project" },
  },
  whoWeAre: {
    label: "Who We Are",
    title: "A Product Team You Can Rely On, From Day One to Scale",
    paragraphs: [
      "We started Genesis because too many good ideas were lost between a designer's mock-up and a developer's ticket. Our teams work across disciplines from the first day: the person who designs a screen sits with the person who builds it and the person who will market it.",
      "That is how we take an idea to a product people use, and how we keep it fast, secure and easy to change long after launch.",
    ],
    counters: [
      {
        id: "releases",
        target: 5000,
        suffix: "+",
        label: "Releases shipped",
        text: "to production for our clients, each one tested and monitored.",
      },
      {
        id: "countries",
        target: 25,
        suffix: "",
        label: "Countries",
        text: "where people use the products we have built every day.",
      },
    ],
  },
  values: {
    label: "Our Values",
    title: "How We Work With You",
    intro: "Four promises we make at the start of every project, and that you can hold us to.",
    items: [
      {
        title: "Outcomes over output",
        text: "We measure success by what changes for your business, not by the number of features shipped.",
      },
      {
        title: "Radical transparency",
        text: "Shared boards, weekly demos and honest estimates. Bad news travels fast, so it stays small.",
      },
      {
        title: "Craft that lasts",
        text: "Accessible, tested, documented work that your next developer will be glad to inherit.",
      },
      {
        title: "Long-term partnership",
        text: "Most of our clients have worked with us for years. We plan for the second release, not just the first.",
      },
    ],
  },
  cta: {
    label: "Next-Level IT for Next-Level Businesses",
    title: "Ready to turn your idea into a product?",
    text: "Tell us what you are building. You get a first plan, a rough budget and a realistic timeline within two working days.",
    primary: { label: "Start a project" },
    secondary: { label: "View Services" },
  },
} as const;
