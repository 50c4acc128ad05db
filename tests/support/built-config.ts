import { loadConfig } from "../../server/config.ts";

/**
 * The public values the build wrote into the pages (server/config.ts's defaults unless the
 * environment sets them), for tests that check the contact details and links a page shows.
 */
export const builtPublicConfig = loadConfig({
  CONTACT_EMAIL: process.env.CONTACT_EMAIL,
  CONTACT_PHONE: process.env.CONTACT_PHONE,
  CONTACT_ADDRESS: process.env.CONTACT_ADDRESS,
  SITE_URL: process.env.SITE_URL,
}).public;
