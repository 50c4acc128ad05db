import { contactMapCopy } from "./contact-map.ts";

/**
 * Copy of the contact page (spec §2 "Contact"), the seed of its document
 * (`page:contact`, server/content/site-content-seed.ts): the page reads its
 * copy from the database, never this module. The phone, e-mail, address and
 * opening hours are the settings'.
 */
export const contactPageCopy = {
  cardsHeading: "Ways to reach us",
  cards: {
    phone: { title: "Phone", text: "Monday to Friday, 9:00 to 18:00 MT" },
    email: { title: "Email", text: "We reply within one business day" },
    location: { title: "Location", text: "Visits by appointment" },
  },
  getInTouch: {
    label: "Get In Touch",
    title: "Tell Us About Your Project",
    intro:
      "Share a few lines about what you are building. A senior member of our team reads every message and replies personally.",
    stepsHeading: "What happens next",
    steps: [
      {
        title: "We reply within one business day",
        text: "With a few questions or a time for a short call.",
      },
      {
        title: "A 30-minute discovery call",
        text: "We listen, ask about goals and constraints, and share first ideas.",
      },
      {
        title: "A plan and estimate in two working days",
        text: "Scope, timeline and budget, with no obligation.",
      },
    ],
    formHeading: "Send us a message",
  },
  map: {
    heading: "Find Our Office",
    ...contactMapCopy,
  },
  closing: {
    label: "Make a big impact with IT",
    title: "Prefer to talk it through?",
    text: "Book a free 30-minute call with one of our leads. No slides, no sales pitch: just an honest conversation about your idea.",
    columns: [
      {
        id: "hours",
        icon: "Clock3",
        title: "Office hours",
        lines: ["Monday to Friday", "9:00 to 18:00 Mountain Time"],
      },
      {
        id: "response",
        icon: "MessagesSquare",
        title: "Response time",
        lines: ["Within one business day", "Urgent support: same day"],
      },
      {
        id: "projects",
        icon: "Rocket",
        title: "New projects",
        lines: ["Starting from two weeks", "Fixed scope or dedicated team"],
      },
    ],
    callLabel: "Call us",
    emailLabel: "Write to us",
    servicesLink: { label: "Explore services", link: "/services" },
  },
} as const;
