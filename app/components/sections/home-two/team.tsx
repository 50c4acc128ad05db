import { teamLink } from "~/content/home-two/team";
import type { HomeTwoCopy } from "~/lib/page-copy";
import type { TeamMember } from "~/lib/site-content";
import { ButtonLink } from "../../ui/button-link";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { MemberPortrait } from "../member-portrait";
import { MemberProfileLinks } from "../member-profile-links";
import { Words } from "~/components/ui/words";

/** The first members of the team (the route passes them, in the agency's order). */
export function Team({
  members,
  copy,
}: {
  members: TeamMember[];
  copy: Pick<HomeTwoCopy, "teamLabel" | "teamTitle" | "teamAction">;
}) {
  return (
    <section aria-labelledby="team-two-title" className="bg-white py-20 md:py-28">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="team-two-title" align="left" {...headingOf(copy, "team")} />
          <Words as={ButtonLink} of={copy} name="teamAction" to={teamLink} />
        </div>
        <ul className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {members.map((member) => (
            <li key={member.id}>
              <article className="group overflow-hidden rounded-[var(--radius-card)] bg-ink-50">
                <MemberPortrait
                  member={member}
                  sizes="(min-width: 1024px) 18rem, 50vw"
                  className="aspect-[6/7] w-full object-cover"
                />
                <div className="p-4 sm:p-6">
                  <h3 className="font-bold text-ink-900 sm:text-lg">{member.name}</h3>
                  <Words of={member} name="role" className="text-sm text-ink-600" />
                  <MemberProfileLinks
                    member={member}
                    className="mt-4 flex flex-wrap gap-2"
                    linkClassName="bg-white text-ink-700 shadow-sm transition-colors hover:bg-brand-600 hover:text-white"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
