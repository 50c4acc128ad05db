import type { AboutCopy } from "~/lib/page-copy";
import type { TeamMember } from "~/lib/site-content";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { MemberPortrait } from "../member-portrait";
import { MemberProfileLinks } from "../member-profile-links";
import { Words } from "~/components/ui/words";

const staggers = [0.2, 0.3, 0.4] as const;

/** The whole team, in the agency's order (the console's /admin/team). */
export function TeamSection({ copy, members }: { copy: AboutCopy; members: TeamMember[] }) {
  return (
    <section aria-labelledby="team-heading" className="bg-ink-50 py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="team-heading" {...headingOf(copy, "team")} />
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member, i) => (
            <Reveal as="li" key={member.id} delay={staggers[i % 3]}>
              <TeamCard member={member} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A team member: portrait, name, designation and profile links (spec §3). */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100">
      <div className="relative overflow-hidden">
        <MemberPortrait
          member={member}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-[6/7] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-ink-900">{member.name}</h3>
        <Words of={member} name="role" className="mt-1 text-sm font-medium text-brand-700" />
        <MemberProfileLinks
          member={member}
          className="mt-5 flex gap-2 border-t border-ink-100 pt-5"
          linkClassName="bg-ink-50 text-ink-700 transition-colors hover:bg-brand-600 hover:text-white"
        />
      </div>
    </article>
  );
}
