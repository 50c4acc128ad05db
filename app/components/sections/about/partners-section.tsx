import type { AboutCopy } from "~/lib/page-copy";
import type { Partner } from "~/lib/site-content";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { PartnerLogo } from "../partner-logo";
import { Words } from "~/components/ui/words";

const staggers = [0.2, 0.3, 0.4] as const;

/** The partners' logos and a line each, in the agency's order (the console's /admin/partners). */
export function PartnersSection({ copy, partners }: { copy: AboutCopy; partners: Partner[] }) {
  return (
    <section aria-labelledby="partners-heading" className="py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="partners-heading" {...headingOf(copy, "partners")} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner, i) => (
            <Reveal
              as="li"
              key={partner.id}
              delay={staggers[i % 3]}
              className="flex items-center gap-5 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 transition-shadow hover:shadow-[var(--shadow-card)]"
            >
              <PartnerLogo partner={partner} className="h-auto w-32 shrink-0 sm:w-36" />
              <Words
                of={partner}
                name="description"
                className="text-sm leading-snug text-ink-600"
              />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
