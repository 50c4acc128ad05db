import { staticIsland } from "~/lib/static-island";

/**
 * The enquiry form (./contact-form.tsx) as an island that comes alive when the
 * visitor nears it: its code, about 7 kB, is not needed to read the page.
 * A submit before then is posted by the browser to the page's action
 * (docs/decisions/017-html-forms-first.md).
 */
export const ContactForm = staticIsland(() => import("./contact-form"), "ContactForm", "form", {
  live: "on-approach",
});
