import { staticIsland } from "~/lib/static-island";

/**
 * The site footer as a static island: links, addresses and blurbs that need no
 * code once rendered. The second variant (under /home-two) has a video banner
 * and the newsletter form, so there it hydrates.
 */
export const SiteFooter = staticIsland(() => import("./site-footer"), "SiteFooter", "footer", {
  hydrateWhen: (props) => props.variant === "two",
});
