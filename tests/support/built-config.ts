import { formatAddress } from "../../app/lib/site-content.ts";
import { siteContentSeed } from "../../server/content/site-content-seed.ts";
import { loadConfig } from "../../server/config.ts";

const config = loadConfig({
  CONTACT_EMAIL: process.env.CONTACT_EMAIL,
  CONTACT_PHONE: process.env.CONTACT_PHONE,
  CONTACT_ADDRESS: process.env.CONTACT_ADDRESS,
  SITE_URL: process.env.SITE_URL,
});

/** The public values the server renders into the pages (server/config.ts's defaults unless the environment sets them). */
export const builtPublicConfig = config.public;

/**
 * The contact details of a new database's settings (CONTACT_EMAIL, CONTACT_PHONE and
 * CONTACT_ADDRESS, seeded once), as the pages show them.
 */
const seeded = siteContentSeed(config.firstContact).settings;
export const seededContact = {
  email: seeded.email,
  phone: seeded.phone,
  address: formatAddress(seeded.address),
};
