/**
 * The site's name, apart from the rest of ./site.ts: every page's title
 * carries it (app/lib/meta.ts), so it comes to the browser with every page,
 * and the rest of the site's copy need not.
 */
export const siteName = "Genesis";
