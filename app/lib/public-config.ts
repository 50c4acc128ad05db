/** Configuration values the browser may see (a subset of server/config.ts). */
export interface PublicConfig {
  apiBaseUrl: string;
  siteUrl: string;
  recaptchaSiteKey: string | null;
}

/** The id of the inert JSON element the root layout renders the values into. */
export const PUBLIC_CONFIG_ELEMENT_ID = "public-config";
