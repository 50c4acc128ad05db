/**
 * The main home page's title and description (spec §2 "Home (main)"). The
 * title, like every word of this folder, is today's: the seed of the page's
 * copy (`page:home`, server/content/home-pages-seed.ts), which the page reads.
 */
export const homeTitle = "Software, Design & Digital Agency";

/**
 * The description is the first settings' 'Meta description'
 * (server/content/site-content-seed.ts): the page reads it from the settings.
 */
export const homeMeta = {
  title: homeTitle,
  description:
    "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
} as const;
