import type { Partner } from "~/lib/site-content";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * A partner's logo, named by the partner (240×96, below the fold wherever it
 * is shown); a link to the partner's site when the agency gave one.
 */
export function PartnerLogo({ partner, className }: { partner: Partner; className: string }) {
  const logo = (
    <ResponsiveImage
      image={{
        src: partner.logo,
        alt: partner.name,
        width: 240,
        height: 96,
        sources: partner.logoSources,
      }}
      sizes="(min-width: 640px) 9rem, 8rem"
      className={`${className} object-contain`}
    />
  );
  if (!partner.link) return logo;
  return (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" className="shrink-0">
      {logo}
    </a>
  );
}
