import type { PublicConfig } from "../../app/lib/public-config.ts";

/** The root loader's public values, as a component test's route stub hands them to a form. */
export const samplePublicConfig: PublicConfig = {
  apiBaseUrl: "/api",
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.com",
  contactPhone: "+1 307 555 0100",
  contactAddress: "Cheyenne, Wyoming",
  recaptchaSiteKey: null,
};
