import { langsOf } from "~/components/ui/section-heading";
import { langOf } from "~/lib/fallback-language";
import type { AboutCopy } from "~/lib/page-copy";
import { Counter } from "../../ui/counter";
import { Reveal } from "../../ui/reveal";
import { SectionLead } from "./section-lead";

/** 'Who We Are' with the two counters of spec §4 (5000 and 25). */
export function WhoWeAre({ copy }: { copy: AboutCopy }) {
  const counters = [
    {
      id: "first",
      target: copy.firstCounterTarget,
      suffix: copy.firstCounterSuffix,
      label: copy.firstCounterLabel,
      text: copy.firstCounterText,
      labelLang: langOf(copy, "firstCounterLabel"),
      textLang: langOf(copy, "firstCounterText"),
    },
    {
      id: "second",
      target: copy.secondCounterTarget,
      suffix: copy.secondCounterSuffix,
      label: copy.secondCounterLabel,
      text: copy.secondCounterText,
      labelLang: langOf(copy, "secondCounterLabel"),
      textLang: langOf(copy, "secondCounterText"),
    },
  ];
  return (
    <section aria-labelledby="who-we-are-heading" className="bg-ink-50 py-20 md:py-28">
      <div className="container-site grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <Reveal className="lg:order-2">
          <img
            src="/images/about/who-we-are.svg"
            alt=""
            width={720}
            height={640}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]"
          />
        </Reveal>
        <Reveal delay={0.2} className="lg:order-1">
          <SectionLead
            headingId="who-we-are-heading"
            label={copy.whoLabel}
            title={copy.whoTitle}
            paragraphs={[copy.whoText, copy.whoMore]}
            langs={{
              ...langsOf(copy, { label: "whoLabel", title: "whoTitle" }),
              paragraphs: [langOf(copy, "whoText"), langOf(copy, "whoMore")],
            }}
          />
          <dl className="mt-10 grid gap-5 sm:grid-cols-2">
            {counters.map((counter) => (
              <div
                key={counter.id}
                className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100"
              >
                <dt
                  lang={counter.labelLang}
                  className="text-sm font-bold tracking-widest text-brand-700 uppercase"
                >
                  {counter.label}
                </dt>
                <dd className="mt-2">
                  <Counter
                    target={counter.target}
                    suffix={counter.suffix}
                    className="block text-5xl font-extrabold tracking-tight text-ink-900 tabular-nums"
                  />
                  <span
                    lang={counter.textLang}
                    className="mt-2 block text-sm leading-relaxed text-ink-600"
                  >
                    {counter.text}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
