import * as lucide from "lucide";
import { lucideIcon, type IconComponent } from "~/components/ui/lucide-icon";
import type { AboutCopy } from "~/lib/page-copy";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const Eye = lucideIcon(lucide.Eye);
const Gem = lucideIcon(lucide.Gem);
const Handshake = lucideIcon(lucide.Handshake);
const Target = lucideIcon(lucide.Target);

/** Each value's icon, by its place (the layout's). */
const icons: IconComponent[] = [Target, Eye, Gem, Handshake];
const staggers = [0.2, 0.3, 0.4, 0.2] as const;

/** 'Our Values': four promises, each with its icon. */
export function Values({ copy }: { copy: AboutCopy }) {
  return (
    <section aria-labelledby="values-heading" className="py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="values-heading" {...headingOf(copy, "values")} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.values.map((value, i) => {
            const Icon = icons[i % icons.length]!;
            return (
              <Reveal
                as="li"
                key={i}
                delay={staggers[i % staggers.length]}
                className="group rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition-shadow hover:shadow-[var(--shadow-card-hover)]"
              >
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <Words
                  as="h3"
                  of={value}
                  name="title"
                  className="mt-6 text-xl font-bold text-ink-900"
                />
                <Words of={value} name="text" className="mt-3 leading-relaxed text-ink-600" />
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
