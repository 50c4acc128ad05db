/**
 * Copy of the Services page around its cards (the cards themselves: the
 * services table), the seed of its document (`page:services`,
 * server/content/site-content-seed.ts): the page reads its copy from the
 * database, never this module.
 */

/** The contact block under the Services listing (spec §2 "Services page"). */
export const servicesContactCopy = {
  label: "Talk to us",
  title: "Empowering Progress Through Technology",
  intro:
    "Tell us where your business is today and where you want it to be. We will come back with a clear plan, an honest estimate and the team to deliver it.",
  addressLabel: "Address",
  emailLabel: "Email",
  phoneLabel: "Phone",
  formHeading: "Send us a message",
} as const;

export const servicesPageCopy = {
  gridHeading: "All services",
  learnMore: "Learn more",
  promo: {
    label: "Not sure where to start?",
    title: "Tell us your idea and get a free plan within two working days.",
    text: "Most projects combine several of these services. We will suggest the right mix, the order to do it in and a realistic budget.",
    action: { label: "Get a free plan" },
  },
} as const;
