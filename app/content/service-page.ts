/**
 * The words every service page shares (spec §2 "Service details"), apart from
 * the services' own copy: that is the console's now (migration 010, seeded
 * from services.ts and service-copy.ts), so the service pages' code carries
 * none of it.
 */

/** Labels shared by every service page. */
export const serviceDetailsCopy = {
  whyHeading: (title: string) => `Why Your Business Needs ${title}`,
  keyFeaturesHeading: "Key Features",
  approachHeading: "Our Approach",
  confidentiality: "All shared information is treated with strict confidentiality.",
  confidentialityDetail:
    "We are happy to sign your NDA before the first call; briefs, data and source code never leave the people working on your project.",
  allServicesHeading: "All Services",
  allServicesLabel: "All services",
  ctaHeading: "Have a project in mind?",
  ctaText: "Tell us where you are and where you want to be. We reply within one business day.",
  ctaCallLabel: "Call us",
  ctaAction: "Start a project",
  stepLabel: (n: number) => `Step ${n}`,
} as const;

/** The breadcrumb above a service page, before the service's own title. */
export const serviceTrail = [
  { label: "Home", link: "/" },
  { label: "Services", link: "/services" },
] as const;

export const serviceNotFoundCopy = {
  title: "Service Not Found",
  message: "The requested service could not be found.",
  action: "View all services",
} as const;
