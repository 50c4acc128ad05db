import { siteName } from "./site-name";

/** Site-wide copy that is not configuration (contact details come from the environment). */
export const site = {
  name: siteName,
  tagline: "We build the future with AI, design and code.",
  description:
    "Genesis is a software and digital agency: websites, mobile apps, UI/UX design, digital marketing and AI integration, end to end from startups to global enterprises.",
  /** The settings' 'Legal name' of a new database. */
  copyrightHolder: "Genesis Digital Agency",
  /** The one founding year every page states (About badge, /home-two about block). */
  foundedYear: 2012,
  /** The default sharing pictures' description, in the settings' site name. */
  ogImageAlt: (siteName: string) => `${siteName} — software, design and digital agency`,
} as const;

export interface Crumb {
  label: string;
  /** Empty for the current page (spec §3: "link (may be empty)"). */
  link: string;
  /** The label's language where it is not the page's (app/lib/fallback-language.ts). */
  lang?: string;
}
