import type { ServiceNotFoundCopy, ServicePagesCopy } from "../lib/page-copy.ts";

/**
 * The words every service page shares (spec §2 "Service details"), apart from
 * the services' own copy (the console's, migration 010), in English: the seed
 * of the service pages' copy (`page:service`, server/content/site-content-seed.ts),
 * which the pages read.
 */

/** 'Service Not Found': also what its screen says when its page's words could not be read. */
export const serviceNotFoundWords = {
  breadcrumbHome: "Home",
  breadcrumbServices: "Services",
  notFoundTitle: "Service Not Found",
  notFoundMessage: "The requested service could not be found.",
  notFoundAction: "View all services",
} as const satisfies ServiceNotFoundCopy;

/** The words around a service's own on its page. */
export const serviceDetailsWords = {
  whyHeading: "Why Your Business Needs {title}",
  keyFeaturesHeading: "Key Features",
  approachHeading: "Our Approach",
  stepLabel: "Step {n}",
  confidentiality: "All shared information is treated with strict confidentiality.",
  confidentialityDetail:
    "We are happy to sign your NDA before the first call; briefs, data and source code never leave the people working on your project.",
  allServicesHeading: "All Services",
  ctaHeading: "Have a project in mind?",
  ctaText: "Tell us where you are and where you want to be. We reply within one business day.",
  ctaCallLabel: "Call us",
  ctaAction: "Start a project",
} as const satisfies Omit<ServicePagesCopy, keyof ServiceNotFoundCopy>;
