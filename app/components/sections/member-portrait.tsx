import type { TeamMember } from "~/lib/site-content";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * A team member's portrait (6:7), or a plain panel of its shape when there is
 * no photo. Its alt is empty: the name under it says who it is (spec §3).
 */
export function MemberPortrait({
  member,
  sizes,
  className,
}: {
  member: TeamMember;
  sizes: string;
  className: string;
}) {
  return member.photo ? (
    <ResponsiveImage
      image={{
        src: member.photo,
        alt: "",
        width: 480,
        height: 560,
        sources: member.photoSources,
        focus: member.photoFocus,
      }}
      sizes={sizes}
      className={className}
    />
  ) : (
    <div className="aspect-[6/7] w-full bg-ink-100" />
  );
}
