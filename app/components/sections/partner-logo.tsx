import type { Partner } from "~/content/partners";

/** A partner's logo, named by the partner (240×96, below the fold wherever it is shown). */
export function PartnerLogo({ partner, className }: { partner: Partner; className: string }) {
  return (
    <img
      src={partner.image}
      alt={partner.title}
      width={240}
      height={96}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
