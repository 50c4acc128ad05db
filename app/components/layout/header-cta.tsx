import { headerCta } from "~/content/menu-labels";
import { ButtonLink } from "../ui/button-link";

/** The header's call to action (kept HTML: ./header-islands.ts). */
export function HeaderCta() {
  return <ButtonLink to={headerCta.link}>{headerCta.title}</ButtonLink>;
}
