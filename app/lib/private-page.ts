/**
 * A public page that answers one person's link (a token in the address):
 * never cached, never indexed, and the token never sent on as a referrer.
 * The robots meta tag comes from the layout (site-seo.tsx): the page is not
 * among the public, indexable paths, so it says noindex there.
 */
export const privatePageMeta = [{ name: "referrer", content: "no-referrer" }];

export const privatePageHeaders = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});
