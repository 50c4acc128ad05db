import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { featureCards } from "~/content/home/features";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const ArrowUpRight = lucideIcon(lucide.ArrowUpRight);

const staggers = [0.2, 0.3, 0.4] as const;

/** Three features, each a card linking to its service (its icon and link are the designers'). */
export function Features({
  copy,
}: {
  copy: Pick<HomeCopy, "featuresLabel" | "featuresTitle" | "features">;
}) {
  return (
    <section aria-labelledby="features-title" className="py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="features-title" {...headingOf(copy, "features")} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {copy.features.map((feature, i) => {
            const card = featureCards[i % featureCards.length]!;
            return (
              <Reveal as="li" key={i} delay={staggers[i]}>
                <article className="group relative h-full overflow-hidden rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]">
                  <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                    <Icon name={card.icon} className="size-7" />
                  </span>
                  <h3 className="mt-6 text-xl font-bold text-ink-900">
                    <Link
                      to={card.link}
                      lang={langOf(feature, "title")}
                      className="after:absolute after:inset-0"
                    >
                      {feature.title}
                    </Link>
                  </h3>
                  <Words
                    of={feature}
                    name="description"
                    className="mt-3 leading-relaxed text-ink-600"
                  />
                  <ArrowUpRight
                    aria-hidden="true"
                    className="absolute top-8 right-8 size-5 text-ink-300 transition-colors group-hover:text-brand-600"
                  />
                </article>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
