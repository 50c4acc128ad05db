import { staticIsland } from "~/lib/static-island";

/**
 * The enquiry form (./contact-form.tsx) as an island that comes alive when the
 * visitor nears it: its code, about 7 kB, is not needed to read the page.
 * A submit before then is held and sent once it is live (app/lib/early-submit.ts).
 */
export const ContactForm = staticIsland(() => import("./contact-form"), "ContactForm", "form", {
  live: "on-approach",
});
