import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import type { PricingPlan } from "~/lib/site-content";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../ui/reveal";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const Check = lucideIcon(lucide.Check);

const staggers = [0.2, 0.3, 0.4] as const;

/** The plans the agency shows (/admin/pricing), in its order, under the page's heading for them. */
export function Pricing({
  plans,
  copy,
}: {
  plans: PricingPlan[];
  copy: Pick<HomeCopy, "pricingLabel" | "pricingTitle" | "pricingIntro" | "pricingPopular">;
}) {
  return (
    <section aria-labelledby="pricing-title" className="bg-white py-20 md:py-28">
      <div className="container-site">
        <SectionHeading id="pricing-title" {...headingOf(copy, "pricing")} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {plans.map((plan, i) => (
            <Reveal as="li" key={plan.id} delay={staggers[i % staggers.length]}>
              <article
                aria-labelledby={`plan-${plan.key}`}
                className={`relative flex h-full flex-col rounded-[var(--radius-card)] p-8 ${
                  plan.popular
                    ? "bg-hero text-white shadow-[0_40px_80px_-40px_rgb(114_87_255/0.8)]"
                    : "border border-ink-100 bg-white text-ink-900 shadow-[var(--shadow-card)]"
                }`}
              >
                {plan.popular && (
                  <Words
                    of={copy}
                    name="pricingPopular"
                    className="absolute top-8 right-8 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink-950"
                  />
                )}
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-xl ${
                    plan.popular ? "bg-white/10 text-accent-300" : "bg-brand-100 text-brand-700"
                  }`}
                >
                  <Icon name={plan.icon} className="size-6" />
                </span>
                <Words
                  as="h3"
                  of={plan}
                  name="title"
                  id={`plan-${plan.key}`}
                  className="mt-6 text-xl font-bold"
                />
                <p className="mt-4 flex items-baseline gap-1">
                  <span className="text-5xl font-extrabold tracking-tight">{plan.priceText}</span>
                  <Words
                    as="span"
                    of={plan}
                    name="period"
                    className={plan.popular ? "text-ink-200" : "text-ink-600"}
                  />
                </p>
                <ul className="mt-8 flex-1 space-y-3">
                  {plan.features.map((feature, line) => (
                    <li key={line} className="flex gap-3">
                      <Check
                        aria-hidden="true"
                        className={`mt-0.5 size-5 shrink-0 ${plan.popular ? "text-accent-300" : "text-brand-600"}`}
                      />
                      <span
                        lang={langOf(plan, "features")}
                        className={plan.popular ? "text-ink-100" : "text-ink-700"}
                      >
                        {feature}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={plan.buttonLink}
                  aria-describedby={`plan-${plan.key}`}
                  lang={langOf(plan, "buttonLabel")}
                  className={`mt-10 inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-semibold transition-colors ${
                    plan.popular
                      ? "bg-white text-ink-900 hover:bg-accent-300"
                      : "bg-brand-600 text-white hover:bg-brand-700"
                  }`}
                >
                  {plan.buttonLabel}
                </Link>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
