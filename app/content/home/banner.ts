/**
 * The main home page's title and description (spec §2 "Home (main)"). The
 * banner's words (./banner-intro.ts) and its rotator's (./banner-rotator.ts)
 * come with their islands: only the title comes to the browser with the page.
 */
export const homeTitle = "Software, Design & Digital Agency";

/**
 * The description is the first settings' 'Meta description'
 * (server/content/site-content-seed.ts): the page reads it from the settings,
 * and only its title comes to the browser.
 */
export const homeMeta = {
  title: homeTitle,
  description:
    "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
} as const;
