import { ButtonLink } from "../ui/button-link";

/** The header's call to action (kept HTML: ./header-islands.ts), in the page's words. */
export function HeaderCta({ title }: { title: string }) {
  return <ButtonLink to="/contact">{title}</ButtonLink>;
}
