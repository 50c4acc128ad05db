import { memberNetworkNames, memberProfileLabel } from "~/content/people";
import type { TeamMember } from "~/lib/site-content";
import { SocialIcon } from "../ui/social-icon";

/** A team member's profiles elsewhere, one round icon link each; nothing when there are none. */
export function MemberProfileLinks({
  member,
  className,
  linkClassName,
}: {
  member: TeamMember;
  className: string;
  /** The round link's colours. */
  linkClassName: string;
}) {
  if (member.links.length === 0) return null;
  return (
    <ul className={className}>
      {member.links.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-9 items-center justify-center rounded-full ${linkClassName}`}
          >
            <SocialIcon network={network} />
            <span lang="en" className="sr-only">
              {memberProfileLabel(member.name, memberNetworkNames[network])}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
