/**
 * The main home page's title and description (spec §2 "Home (main)"). The
 * banner's words (./banner-intro.ts) and its rotator's (./banner-rotator.ts)
 * come with their islands: only this module comes to the browser with the page.
 */
export const homeMeta = {
  title: "Software, Design & Digital Agency",
  description:
    "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
} as const;
