import { teamCopy, teamNetworkNames, type TeamMember, type TeamNetwork } from "~/content/team";
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
  const links = Object.entries(member.socialLinks) as [TeamNetwork, string][];
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(([network, href]) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-9 items-center justify-center rounded-full ${linkClassName}`}
          >
            <SocialIcon network={network} />
            <span className="sr-only">
              {teamCopy.profileLabel(member.name, teamNetworkNames[network])}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
