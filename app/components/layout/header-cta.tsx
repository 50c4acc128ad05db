import { headerCta } from "~/content/menu-labels";
import { ButtonLink } from "../ui/button-link";

/** The header's call to action (kept HTML: ./header-islands.ts), in the page's words. */
export function HeaderCta({ title }: { title: string }) {
  return <ButtonLink to={headerCta.link}>{title}</ButtonLink>;
}
