import type { TeamMember } from "~/lib/site-content";
import { SocialIcon } from "../ui/social-icon";

/**
 * A team member's profiles elsewhere, one round icon link each, named by
 * its loader in the page's words (app/lib/network-labels.server.ts);
 * nothing when there are none.
 */
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
      {member.links.map(({ network, url, label }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-9 items-center justify-center rounded-full ${linkClassName}`}
          >
            <SocialIcon network={network} />
            <span lang={label?.lang} className="sr-only">
              {label?.text}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
