import type { Crumb } from "./site.ts";

// The copy of the two screens the root layout itself may show (app/root.tsx's
// error boundary). The 404 screen's (notFoundPage, notFoundCopy) is only the
// seed of its document, `page:not-found` (server/content/site-content-seed.ts):
// the screen shows what a loader's 404 carries, edited in the console.

/** Title, heading, description and breadcrumb of the 404 screen (a PageCopy). */
export const notFoundPage = {
  title: "Page Not Found",
  heading: "Page Not Found",
  description: "The page you were looking for does not exist.",
  breadcrumb: [
    { label: "Home", link: "/" },
    { label: "404", link: "" },
  ] satisfies Crumb[],
};

export const notFoundCopy = {
  message: "The page you are looking for may have moved, or never existed.",
  action: "Back To Home",
} as const;

/**
 * A project's or post's address once it is in the trash (410 Gone): the 404
 * screen's home link and button, in these words (the seed of its fields of
 * `page:not-found`).
 */
export const goneCopy = {
  title: "Page Removed",
  heading: "Page Removed",
  description: "This page has been removed from the site.",
  breadcrumbLabel: "410",
  message: "This page has been removed and is no longer available.",
} as const;

/**
 * The screen of an unexpected error: it never shows the error itself. The seed
 * of its interface words, and what it says when even those could not be read.
 */
export const errorCopy = {
  heading: "Something went wrong",
  message: "We could not show this page. Please try again in a moment.",
  action: "Back To Home",
} as const;
