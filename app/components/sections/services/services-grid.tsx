import { langOf } from "~/lib/fallback-language";
import type { ServicesCopy } from "~/lib/page-copy";
import type { SiteService as Service } from "~/lib/site-content";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { ServiceCard } from "./service-card";
import { Words } from "~/components/ui/words";

const staggers = [0.2, 0.3, 0.4] as const;

/** Every service as a card: 3 columns at lg, 2 at md (spec §9). */
export function ServicesGrid({ copy, services }: { copy: ServicesCopy; services: Service[] }) {
  return (
    <section aria-labelledby="services-grid-heading" className="bg-ink-50 py-20 md:py-28">
      <div className="container-site">
        <Words
          as="h2"
          of={copy}
          name="gridHeading"
          id="services-grid-heading"
          className="sr-only"
        />
        <ul className="grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service, i) => (
            <Reveal
              as="li"
              key={service.id}
              delay={staggers[i % 3]}
              className={i >= 3 ? "render-near" : undefined}
            >
              <ServiceCard
                service={service}
                actionLabel={copy.cardAction}
                actionLang={langOf(copy, "cardAction")}
                eager={i < 3}
                priority={i === 0}
              />
            </Reveal>
          ))}
          <Reveal as="li" delay={0.3} className="md:col-span-2 lg:col-span-2">
            <div className="relative flex h-full flex-col justify-center overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-600 via-brand-700 to-ink-800 p-8 text-white shadow-[var(--shadow-card)] sm:p-10">
              <Words
                of={copy}
                name="promoLabel"
                className="text-sm font-bold tracking-widest text-brand-100 uppercase"
              />
              <Words
                as="h3"
                of={copy}
                name="promoTitle"
                className="mt-3 max-w-xl text-2xl leading-tight font-extrabold tracking-tight md:text-3xl"
              />
              <Words
                of={copy}
                name="promoText"
                className="mt-4 max-w-xl leading-relaxed text-white/90"
              />
              <div className="mt-8">
                <Words as={ButtonLink} of={copy} name="promoAction" to="/contact" variant="light" />
              </div>
            </div>
          </Reveal>
        </ul>
      </div>
    </section>
  );
}
